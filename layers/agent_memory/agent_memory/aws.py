"""One factory for AWS clients, created lazily so moto (or a region) is in place first."""

from __future__ import annotations

from typing import Any

from botocore.config import Config
from botocore.exceptions import ClientError

from agent_memory.config import Settings
from agent_memory.display_text import QUOTED_MAX_CHARS, printable, quoted_input
from agent_memory.errors import ConfigurationError

_CONFIG = Config(retries={"mode": "standard", "max_attempts": 3}, connect_timeout=2, read_timeout=5)


def aws_client(service: str) -> Any:
    """Return a boto3 client for `service`; fails with the fix when no region is set."""
    import boto3  # deferred: importing boto3 costs tens of ms on a cold start

    region = Settings().aws_region
    if not region:
        raise ConfigurationError(
            "No AWS region: set AWS_REGION (Lambda sets it for you), e.g. AWS_REGION=us-east-1"
        )
    # passed explicitly: boto3 itself reads only AWS_DEFAULT_REGION
    return boto3.client(service, region_name=region, config=_CONFIG)


# Codes an AWS service answers for a fault that passes: retry later. Anything else a client
# error says (AccessDenied, ResourceNotFound, ValidationException...) will not pass by itself.
TRANSIENT_CODES = frozenset(
    {
        "ProvisionedThroughputExceededException",
        "ThrottlingException",
        "Throttling",
        "ThrottledException",
        "RequestLimitExceeded",
        "TooManyRequestsException",
        "SlowDown",
        "InternalServerError",
        "InternalError",
        "ServiceUnavailable",
        "TransactionInProgressException",
        "RequestTimeout",
        "RequestTimeoutException",
    }
)


def error_code(error: ClientError) -> str:
    """The service's error code of a botocore client error ("" when it gave none)."""
    return str(error.response.get("Error", {}).get("Code", ""))


def error_text(error: BaseException) -> str:
    """What an AWS error says, for an operator's terminal: a client error's code and its
    message quoted as input is (bounded, escaped: it may echo a key, a phone hash or an
    item's text, at any size); any other error quoted likewise. Never for a log line:
    there a client error is named by `error_code` alone."""
    if isinstance(error, ClientError):
        message = str(error.response.get("Error", {}).get("Message", ""))
        return f"{printable(error_code(error))[:QUOTED_MAX_CHARS]}: {quoted_input(message)}"
    return quoted_input(str(error))


def is_transient(error: ClientError) -> bool:
    """True for throttling and server-side faults; False for refusals (permissions, missing
    resources, bad requests), which retrying cannot fix."""
    status = error.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0)
    return error_code(error) in TRANSIENT_CODES or int(status or 0) >= 500
