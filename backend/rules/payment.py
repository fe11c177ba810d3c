"""Payment methods offered at checkout (spec §9 payment values, §4 Checkout flow).

A method is offered when the global config flag, its plugin flag and the branch flag are all on;
the default is cash when offered, else datatrans when offered, else none. Vectors: contracts/payment.json.
"""

# value -> (config flag, config plugin flag, branch flag), in the order the checkout lists them
METHODS: dict[str, tuple[str, str, str]] = {
    "cash": ("enableCash", "enablePluginCash", "isCashEnabled"),
    "atm-card": ("enableATMCard", "enablePluginATMCard", "isATMCardEnabled"),
    "hydro-ag-voucher": ("enableHydroAGVoucher", "enablePluginHydroAGVoucher", "isHydroAGVoucherEnabled"),
    "mollie": ("enableMollie", "enablePluginMollie", "isMollieEnabled"),
    "datatrans": ("enableDatatrans", "enablePluginDatatrans", "isDatatransEnabled"),
}
DEFAULT_ORDER = ("cash", "datatrans")


def offered_methods(config: dict, branch: dict) -> list[str]:
    """The payment values offered, in the order of METHODS; a missing flag counts as off."""
    return [
        value
        for value, (flag, plugin_flag, branch_flag) in METHODS.items()
        if config.get(flag) is True and config.get(plugin_flag) is True and branch.get(branch_flag) is True
    ]


def default_method(config: dict, branch: dict) -> str | None:
    offered = offered_methods(config, branch)
    return next((value for value in DEFAULT_ORDER if value in offered), None)


def is_method_allowed(value: str, config: dict, branch: dict) -> bool:
    return value in offered_methods(config, branch)
