from django.conf import settings
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from accounts import views as account_views
from analytics import views as analytics_views
from cms.api import views as cms_views
from media import views as media_views
from web import player as web_player
from web import pwa as pwa_views
from web import seo as web_seo
from web import views as web_views

# the API of each area, lower layers first (config sits on top and may include every area)
API_URLS = [
    "core.api.urls",
    "accounts.api.urls",
    "organisation.api.urls",
    "catalogue.api.urls",
    "media.api.urls",
    "payments.api.urls",
    "ordering.api.urls",
    "crm.api.urls",
    "cms.api.urls",
    "audit.api.urls",
    "analytics.api.urls",
    "consent.api.urls",
    # before stats: its statistics/<kind> would take statistics/user-profile
    "timetracking.api.profile_urls",
    "stats.api.urls",
    "content.api.urls",
    "devices.api.urls",
    "timetracking.api.urls",
    "projects.api.urls",
    "signage.api.urls",
    "contentai.api.urls",
    "imaging.api.urls",
]

# a font's stylesheet: under /fonts/ (what GET /api/fonts names) and, as the spec's API table lists it, under /api/fonts/
FONT_STYLESHEET = r"fonts/google/(?P<family>[A-Za-z0-9+ ]{1,100})/style-(?P<variant>[a-z0-9]{1,30})\.embed\.css$"

urlpatterns = [
    *(path("api/", include(module)) for module in API_URLS),
    re_path(rf"^api/{FONT_STYLESHEET}", cms_views.font_stylesheet, name="api-font-stylesheet"),
    # [\s\S]: a newline in the address is an unknown API path too, not a storefront page
    re_path(r"^api/(?P<path>[\s\S]*)$", web_views.api_not_found),
    path("backend/login", account_views.login_view, name="login"),
    path("backend/login/link", account_views.login_link_view, name="login-link"),
    path("backend/logout", account_views.logout_view, name="logout"),
    path("backend", web_views.backoffice, name="backoffice"),
    path("backend/", web_views.backoffice),
    re_path(
        r"^board/(?P<kind>frontdesk|backoffice)/(?P<branch_id>[0-9]{1,18})/(?P<api_key>[^/]{1,200})/?$",
        web_views.order_board,
        name="order-board",
    ),
    re_path(
        r"^terminal/(?P<branch_identifier>[^/]{1,80})/(?P<terminal_key>[^/]{1,64})/?$",
        web_views.time_clock,
        name="time-clock",
    ),
    # the device pages (docs/devices.md): pairing and the counter tablet; the signage player of a screen
    re_path(r"^device/?$", web_views.device_page, name="device-page"),
    # the player's service worker (scope /signage/, web/player.py); no device identifier has a dot
    path("signage/sw.js", web_player.service_worker, name="signage-service-worker"),
    re_path(r"^signage/(?P<identifier>[^/]{1,200})/?$", web_views.signage_player, name="signage-player"),
    # the payment sandbox: only with PAYMENT_SANDBOX, which production refuses (config.settings)
    *([path("sandbox/", include("paysandbox.urls"))] if settings.PAYMENT_SANDBOX else []),
    # QR codes: logged and redirected here, never a storefront page ([\s\S]: any rest is an unknown code)
    re_path(r"^q/(?P<path>[\s\S]*)$", analytics_views.scan, name="qr-scan"),
    re_path(rf"^{FONT_STYLESHEET}", cms_views.font_stylesheet, name="font-stylesheet"),
    path("manifest.webmanifest", pwa_views.manifest, name="web-manifest"),
    path("sw.js", pwa_views.service_worker, name="service-worker"),
    path("sitemap.xml", web_seo.sitemap, name="sitemap"),
    path("robots.txt", web_seo.robots, name="robots"),
    path("favicon.ico", RedirectView.as_view(url="/static/storefront/favicon.svg", permanent=True)),
    re_path(
        r"^upload/(?P<public_hash>[0-9A-Za-z_-]{1,64})/(?P<upload_id>[0-9]{1,18})-(?P<version>[0-9]{1,9})\.(?P<extension>[a-z0-9]{1,10})$",
        media_views.upload_file,
        name="upload-file",
    ),
    re_path(
        r"^upload/(?P<public_hash>[0-9A-Za-z_-]{1,64})/preview/(?P<upload_id>[0-9]{1,18})-(?P<version>[0-9]{1,9})\.jpg$",
        media_views.upload_preview,
        name="upload-preview",
    ),
    re_path(
        r"^image/(?P<image_id>[0-9]{1,18})-(?P<version>[0-9]{1,9})\.(?P<extension>[a-z0-9]{1,10})$",
        media_views.image_file,
        name="image-file",
    ),
    re_path(
        r"^image/(?P<variant>icon|thumbnail|tiny|small|medium|large|product|category)/"
        r"(?P<image_id>[0-9]{1,18})-(?P<version>[0-9]{1,9})\.(?P<extension>[a-z0-9]{1,10})$",
        media_views.image_variant,
        name="image-variant",
    ),
    re_path(r"^(?!static/|media/)(?P<path>.*)$", web_views.storefront, name="storefront"),
]

handler400 = "core.error_pages.bad_request"
handler403 = "core.error_pages.permission_denied"
handler404 = "core.error_pages.page_not_found"
handler500 = "core.error_pages.server_error"
