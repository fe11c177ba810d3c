"""Gunicorn settings of `make serve` (and of the slow-client test): see config/server.py for why."""

import os

wsgi_app = "config.server:application"
worker_class = "config.server.Worker"
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_WORKERS", "2"))
# a request body that stalls this long is dropped; a request running this long restarts its worker
timeout = 30
loglevel = "warning"
# an access log, when an operator turns it on, with the secrets of paths redacted (config/access_log.py)
logger_class = "config.access_log.RedactingLogger"
