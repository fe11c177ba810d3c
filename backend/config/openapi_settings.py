"""drf-spectacular's settings (settings.SPECTACULAR_SETTINGS): how openapi.yaml and /api/schema/ are made."""


def spectacular_settings(version: str) -> dict:
    """The settings for the app's version (the schema's info.version)."""
    return {
        "TITLE": "Bestellwerk API",
        "DESCRIPTION": "JSON-API des Bestellwerks: Shop, Bestellungen und Backend. Konventionen: docs/api.md.",
        "VERSION": version,
        "SERVE_INCLUDE_SCHEMA": False,
        "COMPONENT_SPLIT_REQUEST": True,
        # a URL shared by a public and a staff view (core.api.routing.by_method) shows both operations
        "PREPROCESSING_HOOKS": ["core.api.routing.expand_by_method"],
        "POSTPROCESSING_HOOKS": [
            "drf_spectacular.hooks.postprocess_schema_enums",
            "core.api.schema.camelize_and_envelope",
        ],
        "ENUM_NAME_OVERRIDES": {
            "OpeningHourRuleTypeEnum": "rules.opening_hours.RULE_TYPES",
            "ProductTypeEnum": "catalogue.models.ProductType",
            "PartTypeEnum": "catalogue.models.PartType",
            "RoleEnum": "core.roles.Role",
            "QrTargetKindEnum": "analytics.models.TargetKind",
            "AnalyticsEventTypeEnum": "analytics.models.EventType",
            "ConsentIntentEnum": "consent.models.Intent",
            "ConsentDecisionEnum": "consent.models.Decision",
            "SiteTypeEnum": "cms.models.SiteType",
            "NodeTypeEnum": "cms.models.NodeType",
            "StatusEnum": "ordering.models.OrderStatus",
            "OrderOriginEnum": "ordering.models.OrderOrigin",
            "ProjectStatusEnum": "projects.models.ProjectStatus",
            "TaskStatusEnum": "projects.models.TaskStatus",
            "TaskPriorityEnum": "projects.models.TaskPriority",
            "DeviceKindEnum": "devices.models.DeviceKind",
            "CommandKindEnum": "devices.models.CommandKind",
            "CommandStatusEnum": "devices.models.CommandStatus",
            "PairingStatusEnum": "devices.api.serializers.PAIRING_STATUSES",
            "SignageCommandKindEnum": "signage.api.serializers.SIGNAGE_COMMANDS",
            "ImageLayerKindEnum": "imaging.layers.IMAGE_KIND",
            "TextLayerKindEnum": "imaging.layers.TEXT_KIND",
            "ShapeLayerKindEnum": "imaging.layers.SHAPE_KIND",
            "ImageTemplateShapeEnum": "imaging.layers.SHAPES",
            "ShapeEnum": "stats.api.serializers.SHAPES",
        },
        "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
        "SERVE_AUTHENTICATION": [],
        # the reference page loads its scripts from this server, not from a CDN
        "REDOC_DIST": "SIDECAR",
        "SWAGGER_UI_DIST": "SIDECAR",
        "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    }
