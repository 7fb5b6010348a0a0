// Prices are integer cents everywhere; only the display turns them into text.

function formatPrice(cents, currency = "EUR") {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")} ${currency}`;
}

module.exports = { formatPrice };
