"""Gunicorn settings of `make serve` (and of the slow-client test): see config/server.py for why."""

import os

wsgi_app = "config.server:application"
worker_class = "config.server.Worker"
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_WORKERS", "2"))
# a request body that stalls this long is dropped; a request running this long restarts its worker
timeout = 30
# a kept-alive connection stays open this long between requests (gunicorn's default is 2 s): longer than the idle
# timeout of the clients and proxies that reuse connections (nginx keeps upstream connections 60 s), so the server
# never closes one at the moment a client sends its next request on it, which that client sees as a reset connection
# it cannot safely send a POST again on. An idle connection costs the event loop a socket, no thread.
keepalive = int(os.environ.get("WEB_KEEPALIVE", "75"))
loglevel = "warning"
# an access log, when an operator turns it on, with the secrets of paths redacted (config/access_log.py)
logger_class = "config.access_log.RedactingLogger"
