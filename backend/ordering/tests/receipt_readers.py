"""Reading ESC/POS receipt bytes back in tests."""

import re

ESCPOS_COMMAND = re.compile(rb"\x1b[@]|\x1b[taEd].|\x1d!.|\x1dV.", re.DOTALL)


def escpos_lines(data: bytes) -> list[str]:
    """The printed text lines (code page 858), commands removed."""
    return ESCPOS_COMMAND.sub(b"", data).decode("cp858").split("\n")
