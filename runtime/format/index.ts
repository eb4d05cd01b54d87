export { formatCurrency, formatDate, formatDateTime, formatDdMmYyyy, formatHHmm, formatNumber, formatPercent, formatTime } from './format';
