"""Documents made from orders: the receipt (HTML, PDF, ESC/POS) and the history as CSV."""
