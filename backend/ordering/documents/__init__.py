"""Documents made from one order: the receipt (HTML, PDF, ESC/POS); the history as CSV is ordering/exports.py."""
