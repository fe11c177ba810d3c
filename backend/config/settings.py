"""Settings, read from the environment (every variable: docs/configuration.md).

Defaults give a working embedded setup (SQLite, local memory cache, eager tasks);
production sets DJANGO_ENV=production, SECRET_KEY, ALLOWED_HOSTS, PUBLIC_BASE_URL, DATABASE_URL, REDIS_URL.
"""

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from celery.schedules import crontab
from django.core.exceptions import ImproperlyConfigured

from config.cache_settings import caches
from config.openapi_settings import spectacular_settings

BACKEND_DIR = Path(__file__).resolve().parent.parent
ROOT_DIR = BACKEND_DIR.parent
VAR_DIR = Path(os.environ.get("VAR_DIR", ROOT_DIR / "var"))


def env_bool(name: str, default: bool = False) -> bool:
    return os.environ.get(name, str(default)).strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


ENVIRONMENT = os.environ.get("DJANGO_ENV", "development")
PRODUCTION = ENVIRONMENT == "production"
DEBUG = env_bool("DEBUG", False)
APP_VERSION = "1.7.2-dev"
# the environment the staff toolbar shows beside the version (spec: 'prod'), e.g. 'staging' on a test system
APP_ENVIRONMENT = os.environ.get("APP_ENVIRONMENT", "prod").strip() or "prod"

# End-to-end runs pin the clock (config/test_clock.py); production refuses to start with it.
TEST_CLOCK = os.environ.get("TEST_CLOCK", "")
if TEST_CLOCK:
    if PRODUCTION:
        raise ImproperlyConfigured("TEST_CLOCK ist nur für Tests gedacht und in der Produktionsumgebung nicht erlaubt.")
    from config import test_clock

    test_clock.start(TEST_CLOCK, os.environ.get("TEST_CLOCK_SINCE"))

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if PRODUCTION:
        raise ImproperlyConfigured("SECRET_KEY muss in der Produktionsumgebung gesetzt sein.")
    SECRET_KEY = "dev-only-insecure-key-change-me-0123456789-abcdefghijklmnopqrstuvwxyz"

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "" if PRODUCTION else "127.0.0.1,localhost,[::1],testserver")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")
# The shop's public address (canonical URLs, table QR codes, links in messages; core.public_url).
# Production names it; without it a request's own address is used, else the served HOST and PORT.
PUBLIC_BASE_URL = os.environ.get("PUBLIC_BASE_URL", "").strip().rstrip("/")
if PRODUCTION and not PUBLIC_BASE_URL:
    raise ImproperlyConfigured(
        "PUBLIC_BASE_URL muss in der Produktionsumgebung gesetzt sein, z. B. https://shop.example.com."
    )
_SERVED_HOST = os.environ.get("HOST", "127.0.0.1")
if _SERVED_HOST in {"", "0.0.0.0", "::"}:  # noqa: S104 (listening everywhere: this machine answers on its loopback)
    _SERVED_HOST = "127.0.0.1"
elif ":" in _SERVED_HOST:
    _SERVED_HOST = f"[{_SERVED_HOST}]"
SERVED_BASE_URL = f"http://{_SERVED_HOST}:{os.environ.get('PORT', '8000')}"

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "axes",
    "core",
    "accounts",
    "organisation",
    "catalogue",
    "ordering",
    "payments",
    "crm",
    "cms",
    "media",
    "audit",
    "analytics",
    "stats",
    "consent",
    "content",
    "devices",
    "signage",
    "timetracking",
    "projects",
    "contentai",
    "imaging",
    "web",
    "devtools",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "core.middleware.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "core.middleware.RequestLogMiddleware",
    # an unchanged status page poll is answered 304 here, from the cache, without the database
    "ordering.api.poll.StatusPollMiddleware",
    "core.middleware.RejectNullBytesMiddleware",
    "core.middleware.UnsupportedMethodMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# Database: embedded SQLite by default, DATABASE_URL (e.g. postgres://...) otherwise.
DEFAULT_SQLITE = f"sqlite:///{VAR_DIR / 'bestellwerk.sqlite3'}"
DATABASES = {"default": dj_database_url.parse(os.environ.get("DATABASE_URL") or DEFAULT_SQLITE, conn_max_age=60)}
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # kept open per thread: opening a file and running the PRAGMAs costs more than a status poll's query
    DATABASES["default"]["CONN_MAX_AGE"] = 600
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;",
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = os.environ.get("REDIS_URL", "")
# the default cache and the ones every web process shares (devices' stamps, status poll ETags): config/cache_settings.py
CACHES = caches(REDIS_URL, VAR_DIR, DATABASES["default"])

# Background work: Celery with Redis when configured; otherwise tasks run in-process (eagerly)
# and are always enqueued after the surrounding transaction commits (core.tasks.enqueue).
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_RESULT_BACKEND = None
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL
# without REDIS_URL the outbox's effects (mails, SMS, customer links, print jobs) are delivered after the commit by a
# thread of the web process, in commit order, outside the request (core.tasks; tests deliver in the committing thread)
OUTBOX_IN_THREADS = True
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_IGNORE_RESULT = True
CELERY_TIMEZONE = "UTC"
# periodic tasks for `celery -A config beat` (with Redis); without Redis cron runs the same commands
CELERY_BEAT_SCHEDULE = {
    # side effects a crash or a failure left undelivered (core.tasks: the transactional outbox)
    "deliver-outbox": {"task": "core.tasks.deliver_due", "schedule": crontab(minute="*")},
    # rate-limit rows of windows long over (without Redis they are database rows; a request only counts)
    "sweep-rate-limits": {"task": "core.tasks.sweep_rate_limits", "schedule": crontab(minute=17)},
    "cleanup-unused-uploads": {"task": "media.tasks.cleanup_unused_uploads", "schedule": crontab(hour=2, minute=30)},
    # online payments open longer than their provider's expiry are asked about and end as failed
    "check-waiting-payments": {"task": "payments.tasks.check_payments", "schedule": crontab(minute="*/5")},
    # online orders whose payment never reached the provider (a crash, the provider away) end as failed
    "fail-unstarted-online-orders": {
        "task": "ordering.tasks.fail_unstarted_online_orders",
        "schedule": crontab(minute="*/5"),
    },
    # the statistics' daily rollups: closed days and days changed late (today is read live)
    # form actions (mail, SMS) that failed, e.g. while the mail server was down, are tried again
    "retry-form-actions": {"task": "content.tasks.retry_form_actions", "schedule": crontab(minute="*")},
    "roll-up-statistics": {"task": "stats.tasks.roll_up_statistics", "schedule": crontab(minute="*/5")},
    # print jobs whose printer agent was away (command expired unfetched) or whose printer did not answer: again
    "retry-print-jobs": {"task": "devices.tasks.retry_print_jobs", "schedule": crontab(minute="*")},
}

AUTH_USER_MODEL = "accounts.User"
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "accounts.backends.EmailBackend",
]
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "accounts.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "accounts.password_validation.BusinessNameValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 8}},
    {"NAME": "accounts.password_validation.CommonPasswordValidator"},
    {"NAME": "accounts.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "/backend/login"

# Sessions: 1 day, "angemeldet bleiben" extends to 14 days (spec §9).
SESSION_COOKIE_AGE = int(timedelta(days=1).total_seconds())
REMEMBER_ME_AGE = int(timedelta(days=14).total_seconds())
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
CSRF_FAILURE_VIEW = "accounts.views.csrf_failure"

# Lockout after repeated failed logins, per username + IP address.
AXES_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("LOGIN_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_USE_ATTEMPT_EXPIRATION = True
AXES_RESET_ON_SUCCESS = True
# a locked-out attempt does not restart the cool-off, so the minutes shown count down
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False
AXES_LOCKOUT_CALLABLE = "accounts.views.lockout_response"
AXES_VERBOSE = False
AXES_IPWARE_PROXY_COUNT = int(os.environ.get("PROXY_COUNT", "0")) or None

# Login links (django-sesame).
SESAME_MAX_AGE = int(timedelta(minutes=int(os.environ.get("LOGIN_LINK_MINUTES", "15"))).total_seconds())
SESAME_ONE_TIME = True

LANGUAGE_CODE = "de"
LANGUAGES = [("de", "Deutsch")]
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Vienna")
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
FRONTEND_DIR = ROOT_DIR / "frontend"
# The built apps (make setup); a missing build is reported by the web views, not by a check warning.
STATICFILES_DIRS = [
    (app, FRONTEND_DIR / app / "dist") for app in ("storefront", "backoffice") if (FRONTEND_DIR / app / "dist").is_dir()
]
# finders serve the uncompressed build output: only for the development server
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_IMMUTABLE_FILE_TEST = r"/assets/.+-[0-9A-Za-z_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$"
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT", VAR_DIR / "media"))
# SMS gateway for order notifications and form actions: SMS_BACKEND=console (log only, the default) or
# http (core.sms.HttpSmsProvider: POST to SMS_HTTP_URL, retried through the outbox on failure);
# SMS_PROVIDER, a dotted path to a core.sms.SmsProvider, wins over both
SMS_BACKENDS = {
    "console": "core.sms.ConsoleSmsProvider",
    "http": "core.sms.HttpSmsProvider",
}
_sms_backend = os.environ.get("SMS_BACKEND", "console").strip().lower() or "console"
if _sms_backend not in SMS_BACKENDS:
    raise ImproperlyConfigured(f"SMS_BACKEND muss console oder http sein, nicht {_sms_backend!r}.")
SMS_PROVIDER = os.environ.get("SMS_PROVIDER") or SMS_BACKENDS[_sms_backend]
SMS_HTTP_URL = os.environ.get("SMS_HTTP_URL", "")
SMS_HTTP_TOKEN = os.environ.get("SMS_HTTP_TOKEN", "")
SMS_SENDER = os.environ.get("SMS_SENDER", "Bestellwerk")
SMS_HTTP_TIMEOUT = float(os.environ.get("SMS_HTTP_TIMEOUT", "10"))
if _sms_backend == "http" and not SMS_HTTP_URL:
    raise ImproperlyConfigured("SMS_BACKEND=http braucht SMS_HTTP_URL (die Adresse des SMS-Gateways).")
STORAGES = {
    "default": {"BACKEND": os.environ.get("STORAGE_BACKEND", "django.core.files.storage.FileSystemStorage")},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# Bodies above this size are refused with a German 400 error (core.api.exceptions).
# (uploads arrive as base64 data URLs: a 10 MiB file needs about 14 MiB of body)
DATA_UPLOAD_MAX_MEMORY_SIZE = int(os.environ.get("MAX_BODY_BYTES", str(14 * 1024 * 1024)))
MAX_UPLOAD_BYTES = int(os.environ.get("MAX_UPLOAD_BYTES", str(10 * 1024 * 1024)))
# uploads for product parts that no order names are deleted once this old (media.cleanup, daily)
UNUSED_UPLOAD_MAX_AGE = timedelta(hours=int(os.environ.get("UNUSED_UPLOAD_HOURS", "24")))

# Rate limits of the public writes (core.ratelimit; counted in Redis or the database, shared by all
# processes; 0 switches a limit off). Per address generous: a busy self-service kiosk or many customers
# behind one NAT; per e-mail address and per phone number tight: nobody orders more often for themselves.
ORDER_LIMIT_MINUTES = int(os.environ.get("ORDER_LIMIT_MINUTES", "10"))
ORDER_LIMIT_PER_IP = int(os.environ.get("ORDER_LIMIT_PER_IP", "60"))
ORDER_LIMIT_PER_CONTACT = int(os.environ.get("ORDER_LIMIT_PER_CONTACT", "5"))
UPLOADS_PER_MINUTE = int(os.environ.get("UPLOAD_LIMIT_PER_MINUTE", "30"))
# scans of QR codes logged per client address and minute (more still redirect, unlogged)
QR_SCAN_LIMIT_PER_MINUTE = int(os.environ.get("QR_SCAN_LIMIT_PER_MINUTE", "30"))
# hosts a QR code may send its scans to outside this shop (target kind url, set by administrators only):
# 'example.at' that host exactly, '.example.at' it and its subdomains; empty: no external targets at all
QR_ALLOWED_HOSTS = [host.lower() for host in env_list("QR_ALLOWED_HOSTS")]
# analytics batches (POST /api/analytics-log) per client address and minute: the storefront flushes at most
# once a second per tab; many guests behind one NAT share an address. Bodies above ANALYTICS_LOG_MAX_BYTES: 400.
ANALYTICS_LOG_LIMIT_PER_MINUTE = int(os.environ.get("ANALYTICS_LOG_LIMIT_PER_MINUTE", "240"))
ANALYTICS_LOG_MAX_BYTES = int(os.environ.get("ANALYTICS_LOG_MAX_BYTES", str(64 * 1024)))
# analytics events (not batches: a batch carries up to 50) per visitor (the daily hash of address and browser)
# and per client address and minute; a browsing guest sends a few a minute
ANALYTICS_EVENTS_PER_VISITOR_PER_MINUTE = int(os.environ.get("ANALYTICS_EVENTS_PER_VISITOR_PER_MINUTE", "120"))
ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE = int(os.environ.get("ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE", "600"))
# consent decisions (POST /api/consents) per client address and minute
CONSENT_LIMIT_PER_MINUTE = int(os.environ.get("CONSENT_LIMIT_PER_MINUTE", "30"))
# public content forms and signature mails per client address and 10 minutes
CONTENT_FORM_LIMIT_PER_10_MINUTES = int(os.environ.get("CONTENT_FORM_LIMIT_PER_10_MINUTES", "10"))
SIGNATURE_MAIL_LIMIT_PER_10_MINUTES = int(os.environ.get("SIGNATURE_MAIL_LIMIT_PER_10_MINUTES", "5"))
# clock-in terminals: identifications per terminal and client address and minute; wrong PINs in a row
# before a person's PIN is locked, and for how long (like the back office login)
TIME_TRACKING_TERMINAL_LIMIT_PER_MINUTE = int(os.environ.get("TIME_TRACKING_TERMINAL_LIMIT_PER_MINUTE", "60"))
TIME_TRACKING_PIN_FAILURE_LIMIT = int(os.environ.get("TIME_TRACKING_PIN_FAILURE_LIMIT", "5"))
TIME_TRACKING_PIN_LOCKOUT_MINUTES = int(os.environ.get("TIME_TRACKING_PIN_LOCKOUT_MINUTES", "15"))
# the terminal session after one PIN check, and how late a queued (offline) step may still arrive
TIME_TRACKING_SESSION_SECONDS = int(os.environ.get("TIME_TRACKING_SESSION_SECONDS", "600"))
TIME_TRACKING_OFFLINE_WINDOW_HOURS = int(os.environ.get("TIME_TRACKING_OFFLINE_WINDOW_HOURS", "12"))
# a step whose original time lies more than this many seconds before its arrival counts as stamped offline
TIME_TRACKING_OFFLINE_AFTER_SECONDS = int(os.environ.get("TIME_TRACKING_OFFLINE_AFTER_SECONDS", "60"))
# taps with a session token per terminal and client address and minute (PIN checks have the limit above)
TIME_TRACKING_SESSION_LIMIT_PER_MINUTE = int(os.environ.get("TIME_TRACKING_SESSION_LIMIT_PER_MINUTE", "600"))

# Devices (docs/devices.md): how long a test notification, test print or log request waits for the device's
# confirmation (seconds), and within how many seconds of its last poll a device counts as online
DEVICE_CONFIRM_SECONDS = float(os.environ.get("DEVICE_CONFIRM_SECONDS", "10"))
DEVICE_ONLINE_SECONDS = int(os.environ.get("DEVICE_ONLINE_SECONDS", "60"))
# public pairing requests (POST /api/device-pairing) per client address and minute
DEVICE_PAIRING_LIMIT_PER_MINUTE = int(os.environ.get("DEVICE_PAIRING_LIMIT_PER_MINUTE", "10"))
# Print jobs (devices.services.printing): how long a print command waits for its printer agent to fetch it before
# the job is handed out anew (seconds), how often a job is tried at most, and the pause after a printer that did
# not answer the agent's connection before the next try (seconds)
PRINT_COMMAND_SECONDS = int(os.environ.get("PRINT_COMMAND_SECONDS", "120"))
PRINT_MAX_ATTEMPTS = int(os.environ.get("PRINT_MAX_ATTEMPTS", "5"))
PRINT_RETRY_SECONDS = int(os.environ.get("PRINT_RETRY_SECONDS", "30"))

# Online payment (payments app; docs/configuration.md, docs/payments.md). Empty provider URLs and credentials mean the
# providers' live endpoints, or with PAYMENT_SANDBOX (development default, refused in production) the
# sandbox this server mounts under /sandbox/ (paysandbox), which the real client libraries talk to over HTTP.
PAYMENT_SANDBOX = env_bool("PAYMENT_SANDBOX", not PRODUCTION)
if PRODUCTION and PAYMENT_SANDBOX:
    raise ImproperlyConfigured("PAYMENT_SANDBOX ist nur für Entwicklung und Tests gedacht, nicht für die Produktion.")
if PAYMENT_SANDBOX:
    INSTALLED_APPS.append("paysandbox")
MOLLIE_API_KEY = os.environ.get("MOLLIE_API_KEY", "")
MOLLIE_API_URL = os.environ.get("MOLLIE_API_URL", "")
DATATRANS_MERCHANT_ID = os.environ.get("DATATRANS_MERCHANT_ID", "")
DATATRANS_PASSWORD = os.environ.get("DATATRANS_PASSWORD", "")
DATATRANS_HMAC_KEY = os.environ.get("DATATRANS_HMAC_KEY", "")
DATATRANS_API_URL = os.environ.get("DATATRANS_API_URL", "")
DATATRANS_PAY_URL = os.environ.get("DATATRANS_PAY_URL", "")
# webhooks and returns from the payment page per client address and minute (a provider sends from few addresses)
PAYMENT_WEBHOOK_LIMIT_PER_MINUTE = int(os.environ.get("PAYMENT_WEBHOOK_LIMIT_PER_MINUTE", "600"))

# AI content (contentai; docs/configuration.md): an OpenAI-compatible API (a hosted one or a local server such as
# Ollama's http://localhost:11434/v1). An empty AI_BASE_URL switches every AI function off (the default).
AI_BASE_URL = os.environ.get("AI_BASE_URL", "").rstrip("/")
AI_API_KEY = os.environ.get("AI_API_KEY", "")
AI_MODEL = os.environ.get("AI_MODEL", "gpt-4o-mini")
AI_IMAGE_MODEL = os.environ.get("AI_IMAGE_MODEL", "gpt-image-1")
AI_TIMEOUT = float(os.environ.get("AI_TIMEOUT", "60"))
AI_MAX_TOKENS = int(os.environ.get("AI_MAX_TOKENS", "4000"))
# requests per person and minute (core.ratelimit, shared by all processes) and per calendar month in the business
# time zone for everyone together (counted from contentai's request log); 0 switches a limit off
AI_REQUESTS_PER_MINUTE = int(os.environ.get("AI_REQUESTS_PER_MINUTE", "5"))
AI_MONTHLY_LIMIT = int(os.environ.get("AI_MONTHLY_LIMIT", "500"))

EMAIL_BACKEND = os.environ.get(
    "EMAIL_BACKEND",
    "django.core.mail.backends.smtp.EmailBackend" if PRODUCTION else "django.core.mail.backends.console.EmailBackend",
)
# the folder of the file-based backend (the end-to-end tests' mailbox)
EMAIL_FILE_PATH = os.environ.get("EMAIL_FILE_PATH", "")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
# seconds: a mail server that does not answer fails the attempt (retried later) instead of holding a worker
EMAIL_TIMEOUT = int(os.environ.get("EMAIL_TIMEOUT", "10"))
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Bestellwerk <noreply@example.com>")

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["core.api.authentication.SessionAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["core.api.permissions.IsStaff"],
    "DEFAULT_RENDERER_CLASSES": ["core.api.renderers.EnvelopeJSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["core.api.parsers.CamelCaseJSONParser"],
    "DEFAULT_PAGINATION_CLASS": "core.api.pagination.PagePagination",
    "DEFAULT_FILTER_BACKENDS": [
        "django_filters.rest_framework.DjangoFilterBackend",
        "core.api.filters.IdListFilter",
        "core.api.filters.SearchFilter",
        "core.api.filters.OrderingFilter",
    ],
    "DEFAULT_SCHEMA_CLASS": "core.api.schema.AutoSchema",
    "EXCEPTION_HANDLER": "core.api.exceptions.exception_handler",
    "ORDERING_PARAM": "ordering",
    "SEARCH_PARAM": "q",
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    "COERCE_DECIMAL_TO_STRING": True,
    # proxies in front of the app (client IP for rate limits); matches the lockout's PROXY_COUNT
    "NUM_PROXIES": int(os.environ.get("PROXY_COUNT", "0")),
    "DATETIME_FORMAT": "iso-8601",
}

SPECTACULAR_SETTINGS = spectacular_settings(APP_VERSION)

# Content-Security-Policy of every HTML page (core.middleware.ContentSecurityPolicyMiddleware).
# Scripts: only files of this server, no inline script, no eval. Styles inline are allowed (React style
# attributes, the back office's CSS-in-JS, the login and receipt pages); the theme font (themeFontUrl)
# and images may come from any https address.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline' https:",
        "font-src 'self' data: https:",
        "img-src 'self' data: blob: https:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
    ]
)

# Paths carrying a secret (the named group): logged with *** in its place (core.middleware.RequestLogMiddleware).
LOG_REDACTED_PATHS = [
    r"^/board/(?:frontdesk|backoffice)/[^/]*/(?P<secret>[^/]+)",
    r"^/api/orders/(?:frontdesk|backoffice)/[^/]*/(?P<secret>[^/]+)",
    r"^/api/orders/public/[^/]*/(?P<secret>[^/]+)",
    r"^/status/[^/]*/(?P<secret>[^/]+)",
    r"^/upload/(?P<secret>[^/]+)",
    # the clock-in terminal's key (its page and its API), the payment return token (it leads to the status link)
    r"^/terminal/[^/]*/(?P<secret>[^/]+)",
    r"^/api/time-tracking/[^/]*/(?P<secret>[^/]+)",
    r"^/api/payments/return/(?P<secret>[^/]+)",
]

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s",
            "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
        },
        "plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
    },
    "filters": {"redact_paths": {"()": "core.middleware.RedactPathsFilter"}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": os.environ.get("LOG_FORMAT", "json"),
            "filters": ["redact_paths"],
        },
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        "django.server": {"level": "WARNING"},
        "axes": {"level": "WARNING"},
        # fpdf2 subsets fonts for PDF receipts and labels; its INFO lines are noise
        "fontTools": {"level": "WARNING"},
        "fpdf": {"level": "WARNING"},
    },
}

if PRODUCTION:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", str(60 * 60 * 24 * 365)))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SECURE_REFERRER_POLICY = "same-origin"
    X_FRAME_OPTIONS = "DENY"
