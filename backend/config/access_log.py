"""Gunicorn's access log with the secrets redacted as in Django's request log (core.middleware.redacted_path).

`make serve` writes no access log; an operator who turns it on (`GUNICORN_CMD_ARGS="--access-logfile -"`)
gets every path with its secret segment (board and terminal keys, order hashes, upload hashes, payment return
tokens: settings.LOG_REDACTED_PATHS) replaced by ***, in the request line, the path, the referrer and a
redirect's Location, and never a PIN (X-Access-Token), cookie, CSRF token or authorisation header, whichever
atoms `access_log_format` names (gunicorn.conf.py: logger_class).
"""

from urllib.parse import urlsplit, urlunsplit

from gunicorn import glogging

from core.middleware import REDACTED

# request headers ({name}i), response headers ({name}o) and their environ forms ({http_name}e) never logged
SECRET_HEADERS = ("x-access-token", "cookie", "authorization", "x-csrftoken", "set-cookie")
# atoms holding a path, a path with its query or a URL
URL_ATOMS = ("f", "{referer}i", "{location}o", "{http_referer}e")
PATH_ATOMS = ("U", "{path_info}e", "{raw_uri}e", "{request_uri}e")


def redacted_target(target: str) -> str:
    """A path, path?query or absolute URL with the secret segment of its path redacted."""
    from core.middleware import redacted_path

    if not target or target == "-":
        return target
    parts = urlsplit(target)
    return urlunsplit(parts._replace(path=redacted_path(parts.path)))


class RedactingLogger(glogging.Logger):
    def atoms(self, resp, req, environ, request_time):
        atoms = super().atoms(resp, req, environ, request_time)
        atoms["r"] = " ".join(
            [environ["REQUEST_METHOD"], redacted_target(environ["RAW_URI"]), environ["SERVER_PROTOCOL"]]
        )
        for name in (*PATH_ATOMS, *URL_ATOMS):
            if isinstance(atoms.get(name), str):
                atoms[name] = redacted_target(atoms[name])
        for header in SECRET_HEADERS:
            environ_name = "{http_" + header.replace("-", "_") + "}e"
            for name in ("{" + header + "}i", "{" + header + "}o", environ_name):
                if name in atoms:
                    atoms[name] = REDACTED
        return atoms
