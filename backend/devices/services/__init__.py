"""State changes of the devices area, one module per job: `pairing` (a device page asks, the manager pairs),
`commands` (the command channel: send, deliver, acknowledge, abort, wait), `logs` (what devices send),
`agent` (what the agent reports of itself) and `printing` (print jobs; docs/devices.md 'Printing')."""
