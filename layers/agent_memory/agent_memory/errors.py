"""Domain errors: adapters translate library errors into these at the boundary.

Everything the package raises on purpose derives from `AgentMemoryError`, so a caller can
catch all of it in one clause; below it, `TransientError` (retry later) and
`PermanentError` (retrying will not help) are what the pipeline decides on.
"""

from __future__ import annotations


class AgentMemoryError(Exception):
    """Base of every error agent-memory raises on purpose."""


class ConfigurationError(AgentMemoryError, RuntimeError):
    """A setting is missing or wrong; the message names the setting and the fix."""


class TransientError(AgentMemoryError, RuntimeError):
    """A dependency is briefly unavailable (throttled, down, timed out): retry later."""


class PermanentError(AgentMemoryError, RuntimeError):
    """A dependency refused the request for good: retrying will not help."""


class StoreUnavailable(TransientError):
    """The store throttled or could not be reached."""


class StoreRejected(PermanentError):
    """The store refused the request for good: no permission, no such table, a bad request."""


class StoreItemTooLarge(StoreRejected):
    """The store refused an item or key for its size (DynamoDB's 400 KB item, 2,048-byte
    partition key): the same write will be refused again."""


class NewerDataForm(PermanentError):
    """A person's items were written by a newer version of agent-memory, in a form this
    one does not know: it writes nothing over them (a write would hide or duplicate what
    that version wrote). The message names what is newer and the fix."""

    @classmethod
    def of(cls, what: str) -> NewerDataForm:
        """The error for `what` a newer version wrote (`store.items.newer_form`)."""
        return cls(
            f"this person's memory was written by a newer version of agent-memory ({what}):"
            " this version writes nothing over it; deploy that version or a later one again"
            " (docs/operating.md, 'Data forms and rollback')"
        )


class MessageRefused(AgentMemoryError, ValueError):
    """A message no store can hold (over MESSAGE_MAX_BYTES, or not valid Unicode), refused
    before anything is written; the message names the limit and the fix."""


class ConditionNotMet(PermanentError):
    """A conditional write found the store in another state (an erasure won, say); the store
    adapter turns it into its answer, it never leaves the adapter."""


class ModelUnavailable(TransientError):
    """The model API is rate limited, down or timed out."""


class ModelRejected(PermanentError):
    """The model API rejected the request (bad request, auth, policy)."""


class ModelInputTooLarge(ModelRejected):
    """The model API refused the request for its size: the same work, shrunk, may pass."""


class ModelAnswerUnusable(ModelRejected):
    """The model answered, but with nothing that may reach a person: empty, refused, cut off,
    or not the shape of its API. Asking again the same way would most likely get the same."""


class InboxUnavailable(TransientError):
    """The inbox queue could not take the message now; the sender should retry."""


class InboxRejected(PermanentError):
    """The inbox queue refused this message for good (its content); retrying will not help."""


class LocalRunError(AgentMemoryError, RuntimeError):
    """The local run cannot go on as asked (port taken, another serve, no serve answering);
    the message says what to do."""
