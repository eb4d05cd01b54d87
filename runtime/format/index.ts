export { formatDate, formatDateTime, formatDdMmYyyy, formatHHmm, formatNumber, formatPercent, formatTime } from './format';
export { currencyDigits, currencySymbol, formatCurrency, isCurrencyCode } from './currency';
