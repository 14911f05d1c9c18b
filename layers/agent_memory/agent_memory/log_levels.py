"""Log levels of the libraries we call: never below WARNING, whatever our own level.

At DEBUG, botocore logs every request and response body (a message's text, a phone in a
key, a reply), urllib3/httpx/httpcore/openai log the model's requests and answers. The
operating guide promises no phone and no text in any log line, so an operator raising
POWERTOOLS_LOG_LEVEL (or serve's log level) to debug a turn raises only ours.
"""

from __future__ import annotations

import logging
from typing import Any

# our own loggers: `agent_memory.<module>`; these follow the level the operator sets
OWN = "agent_memory"
# the functions' Powertools loggers (functions/*/app.py): each configures its own
FUNCTIONS = frozenset({"agent-memory", "webhook"})
# the libraries that log request or response bodies below WARNING; each is also capped
# before it is first imported, so a library imported later cannot log below WARNING either
LIBRARIES = (
    "botocore",
    "boto3",
    "s3transfer",
    "urllib3",
    "openai",
    "httpx",
    "httpcore",
    "httpx2",
    "httpcore2",
    "uvicorn",
    "mcp",
)
FLOOR = logging.WARNING


def cap_library_levels() -> None:
    """Raise each library logger to WARNING at least (a higher level set elsewhere stays)."""
    for name in LIBRARIES:
        library = logging.getLogger(name)
        library.setLevel(max(library.level, FLOOR))


def route_lambda_logs(source: Any) -> None:
    """Send every registered logger's lines through the Powertools `source` logger (one JSON
    format): ours at its level, every other at WARNING at least; then cap the known libraries,
    registered yet or not."""
    from aws_lambda_powertools.logging.utils import copy_config_to_registered_loggers

    others = max(source.log_level, FLOOR)
    copy_config_to_registered_loggers(
        source_logger=source, log_level=others, exclude={OWN, *FUNCTIONS}
    )
    copy_config_to_registered_loggers(source_logger=source, include={OWN})
    cap_library_levels()
