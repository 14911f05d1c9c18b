"""The archive on S3: JSON Lines per compaction, under a hashed person prefix."""

from __future__ import annotations

import random
import time
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from agent_memory.archive.lines import MAX_ARCHIVED_OBJECT_BYTES, archive_line, archived_messages
from agent_memory.archive.port import (
    MAX_EXPORTED_ARCHIVE_BYTES,
    MAX_EXPORTED_ARCHIVES,
    ArchivedObject,
    ArchivedRead,
)
from agent_memory.aws import TRANSIENT_CODES, aws_client, error_code, is_transient
from agent_memory.core.records import ConversationKey, Message
from agent_memory.errors import PermanentError, TransientError

# DeleteObjects tries of the keys S3 answered with a passing error, before the erasure fails
# for this run (it stays due: the next maintenance run tries again)
DELETE_ATTEMPTS = 5


def _translated(error: ClientError | BotoCoreError, doing: str) -> Exception:
    """Our error for what S3 said: a throttle or an outage passes; a refusal does not."""
    if isinstance(error, BotoCoreError) or is_transient(error):
        return TransientError(f"archive bucket unavailable; {doing} will retry")
    return PermanentError(
        f"S3 refused the archive request ({error_code(error)}): check ARCHIVE_BUCKET and that "
        "the role may write, read and delete under archive/ (template.yaml grants each "
        "principal what it does)"
    )


def _prefix(key: ConversationKey) -> str:
    # the phone never appears in object keys: the keyed hash names the person
    return f"archive/{key.agent}/{key.phone_hash}/"


def _too_large(entry: dict[str, Any]) -> ArchivedObject:
    """An object over the ceiling of one, listed without its messages."""
    return ArchivedObject(
        key=entry["Key"],
        archived_at=entry["LastModified"],
        size=entry["Size"],
        messages=[],
        too_large=True,
    )


class S3Archive:
    """JSON Lines objects in a bucket with SSE and a lifecycle expiry (template.yaml)."""

    def __init__(
        self, bucket: str, client: Any = None, max_object_bytes: int = MAX_ARCHIVED_OBJECT_BYTES
    ) -> None:
        self.bucket = bucket
        self._client = client or aws_client("s3")
        # an object over it is named in an export, never read into memory (archive/lines.py)
        self.max_object_bytes = max_object_bytes

    def put(self, key: ConversationKey, name: str, messages: list[Message]) -> None:
        lines = "\n".join(archive_line(m) for m in messages)
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

    def read_person(
        self,
        key: ConversationKey,
        max_objects: int = MAX_EXPORTED_ARCHIVES,
        max_bytes: int = MAX_EXPORTED_ARCHIVE_BYTES,
    ) -> ArchivedRead:
        try:
            listed = self._listed(key)
            kept: list[ArchivedObject] = []
            taken = reached = 0
            for entry in listed:
                if len(kept) >= max_objects:
                    break
                if entry["Size"] > self.max_object_bytes:  # named, not read: the next may fit
                    reached += 1
                    kept.append(_too_large(entry))
                    continue
                if taken + entry["Size"] > max_bytes:
                    break
                reached += 1
                read = self._read(entry)
                if read is not None:  # else gone since the listing (an erasure, the expiry)
                    kept.append(read)
                    taken += entry["Size"]
        except (ClientError, BotoCoreError) as error:
            raise _translated(error, "the export") from error
        rest = listed[reached:]
        return ArchivedRead(
            objects=kept,
            left_out=len(rest),
            left_out_bytes=sum(e["Size"] for e in rest),
            location=f"s3://{self.bucket}/{_prefix(key)}",
        )

    def _listed(self, key: ConversationKey) -> list[dict[str, Any]]:
        """Every object kept for the person, oldest first (keys, dates and sizes only)."""
        pages = self._client.get_paginator("list_objects_v2").paginate(
            Bucket=self.bucket, Prefix=_prefix(key)
        )
        listed = [o for page in pages for o in page.get("Contents", [])]
        return sorted(listed, key=lambda o: (o["LastModified"], o["Key"]))

    def _read(self, entry: dict[str, Any]) -> ArchivedObject | None:
        try:
            stream = self._client.get_object(Bucket=self.bucket, Key=entry["Key"])["Body"]
        except ClientError as error:
            if error_code(error) == "NoSuchKey":
                return None
            raise
        with stream:  # at most one byte past the ceiling: an object that grew is not read
            body = stream.read(self.max_object_bytes + 1)
        if len(body) > self.max_object_bytes:
            return _too_large(entry)
        messages, unreadable = archived_messages(body)
        return ArchivedObject(
            key=entry["Key"],
            archived_at=entry["LastModified"],
            size=entry["Size"],
            messages=messages,
            unreadable=unreadable,
        )

    def delete_person(self, key: ConversationKey) -> int:
        deleted = 0
        try:
            pages = self._client.get_paginator("list_objects_v2").paginate(
                Bucket=self.bucket, Prefix=_prefix(key)
            )
            for page in pages:
                objects = [{"Key": o["Key"]} for o in page.get("Contents", [])]
                if objects:
                    self._delete(objects)
                    deleted += len(objects)
        except (ClientError, BotoCoreError) as error:
            raise _translated(error, "erasure") from error
        return deleted

    def _delete(self, objects: list[dict[str, str]]) -> None:
        """Delete these objects or raise: DeleteObjects answers 200 with the keys it could
        not delete in `Errors`, so each is retried (a throttle or a fault) or refused."""
        pending = objects
        for attempt in range(DELETE_ATTEMPTS):
            answer = self._client.delete_objects(
                Bucket=self.bucket, Delete={"Objects": pending, "Quiet": True}
            )
            errors = answer.get("Errors", [])
            refused = [e for e in errors if e.get("Code") not in TRANSIENT_CODES]
            if refused:
                raise PermanentError(
                    f"S3 refused to delete {len(refused)} archive object(s) "
                    f"({refused[0].get('Code')}): the erasure stays due; check that the role "
                    "may s3:DeleteObject under archive/ and that no object lock or bucket "
                    "policy keeps them"
                )
            if not errors:
                return
            pending = [{"Key": e["Key"]} for e in errors]
            time.sleep(random.uniform(0, 0.05 * 2**attempt))  # throttled: back off
        raise TransientError(
            f"S3 kept {len(pending)} archive object(s) after {DELETE_ATTEMPTS} attempts "
            "(SlowDown or InternalError); the erasure stays due and the next run retries"
        )
