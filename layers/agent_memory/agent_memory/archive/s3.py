"""The archive on S3: JSON Lines per compaction, under a hashed person prefix."""

from __future__ import annotations

import json
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from agent_memory.aws import aws_client, error_code, is_transient
from agent_memory.core.records import ConversationKey, Message
from agent_memory.errors import PermanentError, TransientError


def _translated(error: ClientError | BotoCoreError, doing: str) -> Exception:
    """Our error for what S3 said: a throttle or an outage passes; a refusal does not."""
    if isinstance(error, BotoCoreError) or is_transient(error):
        return TransientError(f"archive bucket unavailable; {doing} will retry")
    return PermanentError(
        f"S3 refused the archive request ({error_code(error)}): check ARCHIVE_BUCKET and that "
        "the maintenance role may write and delete under archive/"
    )


def _prefix(key: ConversationKey) -> str:
    # the phone never appears in object keys: the keyed hash names the person
    return f"archive/{key.agent}/{key.phone_hash}/"


class S3Archive:
    """JSON Lines objects in a bucket with SSE and a lifecycle expiry (template.yaml)."""

    def __init__(self, bucket: str, client: Any = None) -> None:
        self.bucket = bucket
        self._client = client or aws_client("s3")

    def put(self, key: ConversationKey, name: str, messages: list[Message]) -> None:
        lines = "\n".join(
            json.dumps(
                {
                    "seq": m.seq,
                    "role": m.role,
                    "content": m.content,
                    "number": m.number,
                    "at": m.at.isoformat(),
                },
                ensure_ascii=False,
            )
            for m in messages
        )
        try:
            self._client.put_object(
                Bucket=self.bucket,
                Key=f"{_prefix(key)}{name}.jsonl",
                Body=lines.encode(),
                ContentType="application/x-ndjson",
                ServerSideEncryption="AES256",
            )
        except (ClientError, BotoCoreError) as error:
            raise _translated(error, "compaction") from error

    def delete_person(self, key: ConversationKey) -> int:
        deleted = 0
        try:
            pages = self._client.get_paginator("list_objects_v2").paginate(
                Bucket=self.bucket, Prefix=_prefix(key)
            )
            for page in pages:
                objects = [{"Key": o["Key"]} for o in page.get("Contents", [])]
                if objects:
                    self._client.delete_objects(
                        Bucket=self.bucket, Delete={"Objects": objects, "Quiet": True}
                    )
                    deleted += len(objects)
        except (ClientError, BotoCoreError) as error:
            raise _translated(error, "erasure") from error
        return deleted
