"""A turn's states between its steps, and what handling one event did.

The responder's steps hand these on: `OpenTurn` (started or resumed, reply not sent),
`Outgoing` (a recorded reply ready to go out), and `TurnOutcome` (the turn ends here).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from agent_memory.core.records import Conversation, ConversationKey, TurnMarker


@dataclass(frozen=True)
class TurnOutcome:
    """What handling one event did, for metrics and tests."""

    event_id: str
    action: str  # answered, fallback (the model's answer was unusable), resumed, already_sent,
    # suppressed, recorded, forgotten, erasure_requested, guarded (stored, not answered:
    # core/reply_guard.py; `details["reason"]` says why)
    model_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    details: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class OpenTurn:
    """A started or resumed turn whose reply has not gone out: its marker and the
    conversation as the turn loaded it."""

    key: ConversationKey
    marker: TurnMarker
    conversation: Conversation

    @property
    def reply_recorded(self) -> bool:
        """True when an earlier delivery recorded the reply: it is sent, not asked again."""
        return self.marker.reply_text is not None and self.marker.reply_number is not None

    def recorded_reply(self) -> Outgoing:
        """The reply an earlier delivery recorded, to send as it is."""
        text, number = self.marker.reply_text, self.marker.reply_number
        if text is None or number is None:
            raise ValueError("no reply is recorded on this turn: check `reply_recorded` first")
        outcome = TurnOutcome(self.marker.event_id, "resumed")
        return Outgoing(text, number, self.conversation, outcome)

    def conversation_to_answer(self) -> Conversation:
        """The conversation up to the turn's message: the model answers that message, not
        the ones written after it."""
        messages = [m for m in self.conversation.messages if m.seq <= self.marker.seq]
        return replace(self.conversation, messages=messages)


@dataclass(frozen=True)
class Outgoing:
    """A recorded reply ready to go out, the conversation it answers (its unsummarized
    messages decide whether a compaction is due), and what the turn reports once sent."""

    text: str
    number: str
    conversation: Conversation
    outcome: TurnOutcome


def fresh_marker(conversation: Conversation, event_id: str) -> TurnMarker | None:
    """The marker of a message remembered a moment ago: nothing replied or sent yet."""
    inbound = next((m for m in reversed(conversation.messages) if m.event_id == event_id), None)
    return TurnMarker(event_id, inbound.seq, inbound.at) if inbound else None


def hidden_by_erasure(marker: TurnMarker, conversation: Conversation) -> bool:
    """True when the person asked to be erased after writing the message of this turn."""
    erased_at = conversation.state.erasure_requested_at
    return erased_at is not None and (marker.at is None or marker.at <= erased_at)
