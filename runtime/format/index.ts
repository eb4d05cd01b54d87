export { formatDate, formatDateTime, formatDdMmYyyy, formatHHmm, formatNumber, formatPercent, formatTime, formatWeekday } from './format';
export { formatRelativeTime } from './relative';
export { currencyDigits, currencySymbol, formatCurrency, isCurrencyCode } from './currency';
