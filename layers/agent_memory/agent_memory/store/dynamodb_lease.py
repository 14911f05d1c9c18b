"""One maintenance run at a time, kept by a lease item in the table.

Reserving a concurrency of 1 for the maintenance function would do it, but Lambda keeps
100 units of an account's concurrency unreserved, so any reservation makes the deploy fail
on a new account with a quota of 10 or 50. Instead a run takes the lease with one
conditional write that succeeds only when no unexpired lease is held. The lease expires
when the holder's invocation would have timed out, so a run that crashed blocks the next
one for no longer than that.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from agent_memory.aws import aws_client, error_code
from agent_memory.display_text import QUOTED_MAX_CHARS, printable
from agent_memory.errors import StoreUnavailable
from agent_memory.store.items import TTL_ATTRIBUTE

# Its own partition: people's partitions are "{agent}#{phone}", and nothing lists the table.
LEASE_PARTITION = "LEASE#maintenance"
LEASE_SK = "LEASE"
EXPIRED_LEASE_KEPT_SECONDS = 86_400  # then TTL removes the item


class DynamoDbRunLease:
    """A lease on the maintenance run, in the memory table."""

    def __init__(
        self, table_name: str, *, clock: Callable[[], float] = time.time, client: Any = None
    ) -> None:
        self.table_name = table_name
        self._clock = clock
        self._client = client

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = aws_client("dynamodb")
        return self._client

    def acquire(self, holder: str, seconds: float) -> bool:
        """Take the lease for `seconds`; False while another holder's lease has not expired."""
        now = int(self._clock())
        expires_at = now + max(int(seconds), 1)
        try:
            self.client.put_item(
                TableName=self.table_name,
                Item={
                    "pk": {"S": LEASE_PARTITION},
                    "sk": {"S": LEASE_SK},
                    "holder": {"S": holder},
                    "expires_at": {"N": str(expires_at)},
                    TTL_ATTRIBUTE: {"N": str(expires_at + EXPIRED_LEASE_KEPT_SECONDS)},
                },
                ConditionExpression="attribute_not_exists(pk) OR expires_at < :now",
                ExpressionAttributeValues={":now": {"N": str(now)}},
            )
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") == "ConditionalCheckFailedException":
                return False
            # by its code: the message may echo the item, and the function logs this error
            code = printable(error_code(error))[:QUOTED_MAX_CHARS]
            raise StoreUnavailable(f"could not take the maintenance lease ({code})") from error
        except BotoCoreError as error:
            raise StoreUnavailable(f"could not take the maintenance lease ({error})") from error
        return True

    def release(self, holder: str) -> None:
        """Give the lease back, if `holder` still holds it (best effort: it expires anyway)."""
        # taken over after expiry, or unreachable: the lease expires by itself
        with contextlib.suppress(ClientError, BotoCoreError):
            self.client.delete_item(
                TableName=self.table_name,
                Key={"pk": {"S": LEASE_PARTITION}, "sk": {"S": LEASE_SK}},
                ConditionExpression="holder = :holder",
                ExpressionAttributeValues={":holder": {"S": holder}},
            )
