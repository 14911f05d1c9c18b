"""One turn, exactly once: start or resume, generate (once), audit, deliver.

Every step is idempotent and recorded in the turn's ledger (`TurnLedger`) on the turn
marker of the inbound event (`EVT#<event id>`), so a redelivered SQS message resumes
where a crash stopped: the message is stored once, the model is asked once a reply is
stored, and the reply goes out with `Idempotency-Key` = the inbound event id.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from agent_memory.core.bounds import cut_text
from agent_memory.core.memory import DEFAULT_TRIGGER, Memory
from agent_memory.core.records import (
    Context,
    Conversation,
    ConversationKey,
    GuardMark,
    Message,
    ReplyAudit,
)
from agent_memory.core.reply_audit import reply_audit
from agent_memory.core.reply_guard import (
    GuardDecision,
    GuardLimits,
    decide,
    forgets_budget,
    with_kept,
)
from agent_memory.core.sequence import reply_seq
from agent_memory.core.unicode_text import is_valid_unicode, with_valid_unicode
from agent_memory.errors import ModelAnswerUnusable
from agent_memory.messenger.port import Messenger
from agent_memory.model.port import Reply
from agent_memory.pipeline import whasp
from agent_memory.pipeline.erasure_request import parse_erasure_request
from agent_memory.pipeline.inbound import InboundConverter, media_notices
from agent_memory.pipeline.prompt import compose_instructions, new_number_notice
from agent_memory.pipeline.turn import (
    OpenTurn,
    Outgoing,
    TurnOutcome,
    fresh_marker,
    hidden_by_erasure,
)
from agent_memory.store.turn_ledger import TurnLedger

logger = logging.getLogger(__name__)
# a person listed as active (the ActivityIndex) is listed again only this much later: one
# conversation of many turns writes the listing once, not once a turn
ACTIVITY_RESOLUTION = timedelta(minutes=10)
REPLACEMENT_CACHE_SECONDS = 60.0
DEFAULT_ERASE_COMMANDS = ("/apagar", "/forget")
# Sent when the model's answer cannot be (empty, refused, cut off, malformed): the person
# learns the message was not lost, and nothing blank or half-said goes out.
DEFAULT_FALLBACK_REPLY = (
    "Desculpe, não consegui responder agora. Pode escrever de novo? / Sorry, I could not "
    "answer just now. Could you write again?"
)
DEFAULT_ERASURE_CONFIRMATION = (
    "Pronto: apaguei tudo o que eu lembrava de você. / Done: I erased everything I remembered "
    "about you."
)


class Responder:
    """Handles inbound whasp events for one agent."""

    def __init__(
        self,
        memory: Memory,
        messenger: Messenger,
        *,
        ledger: TurnLedger,
        agent: str,
        system_prompt: str,
        trigger: int = DEFAULT_TRIGGER,
        erase_on_opt_out: bool = False,
        erase_commands: tuple[str, ...] = DEFAULT_ERASE_COMMANDS,
        erasure_confirmation: str = DEFAULT_ERASURE_CONFIRMATION,
        fallback_reply: str = DEFAULT_FALLBACK_REPLY,
        clock: Callable[[], datetime] | None = None,
        inbound: InboundConverter | None = None,
        guard: GuardLimits | None = None,
    ) -> None:
        self.memory = memory
        self.ledger = ledger
        self.inbound = inbound or InboundConverter(ledger, memory.model, metrics=memory.metrics)
        self.messenger = messenger
        self.agent = agent
        self.system_prompt = system_prompt
        self.trigger = trigger
        self.erase_on_opt_out = erase_on_opt_out
        self.erase_commands = frozenset(c.strip().lower() for c in erase_commands if c.strip())
        self.erasure_confirmation = erasure_confirmation
        self.fallback_reply = fallback_reply
        self.clock = clock or (lambda: datetime.now(UTC))
        self.guard = guard or GuardLimits()
        self._replacements: dict[str, str] = {}
        self._replacements_read_at = float("-inf")

    def handle(
        self, body: str | bytes, *, attempt: int = 1, superseded: bool = False
    ) -> TurnOutcome:
        """Handle one inbox message (`attempt`: how many times it was received); raises
        EventError for a body that is not a valid event. `superseded`: a later message of
        the same person is already waiting (a burst), so this one is stored, not answered:
        the later one's turn answers with it in its context."""
        document = whasp.load_document(body)  # the webhook's parser: EventError, never another
        request = parse_erasure_request(document)
        if request is not None:
            self.memory.request_erasure(self.agent, request.chat, at=request.created_at)
            return TurnOutcome(request.event_id, "erasure_requested")
        event = whasp.parse_event(document)
        if isinstance(event, whasp.MessageReceived):
            return self._answer(event, attempt, superseded)
        if isinstance(event, whasp.NumberReplaced):
            self.ledger.save_number_replacement(
                self.agent, event.old_number, event.new_number, event.created_at
            )
            self._replacements_read_at = float("-inf")
            return TurnOutcome(event.event_id, "recorded")
        if self.erase_on_opt_out:  # nothing is left to reply from, and nothing older is kept
            self.memory.request_erasure(self.agent, event.chat, at=event.created_at)
            return TurnOutcome(event.event_id, "erasure_requested")
        self.ledger.set_opted_out(self.memory.key(self.agent, event.chat), event.created_at)
        return TurnOutcome(event.event_id, "recorded")

    def _erase_on_command(self, event: whasp.MessageReceived) -> TurnOutcome:
        """The person asked to be forgotten: hide their memory now, confirm, keep nothing."""
        self.memory.request_erasure(self.agent, event.chat, at=event.created_at)
        number = self._current_number(event.number)
        self.messenger.send(number, event.chat, self.erasure_confirmation, event.event_id)
        return TurnOutcome(event.event_id, "erasure_requested")

    def _current_number(self, number: str) -> str:
        """The number replies go out from: `number`, or what whasp replaced it with."""
        if time.monotonic() - self._replacements_read_at > REPLACEMENT_CACHE_SECONDS:
            self._replacements = self.ledger.number_replacements(self.agent)
            self._replacements_read_at = time.monotonic()
        return self._replacements.get(number, number)

    def _answer(
        self, event: whasp.MessageReceived, attempt: int, superseded: bool = False
    ) -> TurnOutcome:
        """The turn, step by step: start or resume, generate (once), audit, deliver.

        Each step returns what the next one needs, or the `TurnOutcome` the turn ends with.
        """
        started = time.perf_counter()
        key = self.memory.key(self.agent, event.chat)
        text = self.inbound.text_to_remember(key, event, attempt)
        if text is not None and text.strip().lower() in self.erase_commands:
            return self._erase_on_command(event)
        turn = self._start_or_resume(key, event, text)
        if isinstance(turn, TurnOutcome):
            return turn  # erased, already sent or opted out: nothing goes out
        if turn.reply_recorded:
            outgoing = turn.recorded_reply()  # a crash stopped after it was recorded
        else:
            decision = self._decide(turn, superseded)
            if decision.reason is not None:
                return self._close_guarded(turn, event, decision.mark())
            outgoing = self._generate(turn, event, started, decision)
        if isinstance(outgoing, TurnOutcome):
            return outgoing  # erased meanwhile: nothing is stored or sent
        self._deliver(turn, event, outgoing)
        return outgoing.outcome

    def _start_or_resume(
        self, key: ConversationKey, event: whasp.MessageReceived, text: str | None
    ) -> OpenTurn | TurnOutcome:
        """Remember the message on its first delivery; on a redelivery, the marker says how
        far the turn got. An opt-out older than the message is lifted: they wrote again."""
        first_delivery = self._remember(event, text)
        conversation = self.ledger.load_turn(key)
        if first_delivery:
            marker = fresh_marker(conversation, event.event_id)
        else:
            marker = self.ledger.turn(key, event.event_id)
        if marker is None or hidden_by_erasure(marker, conversation):
            return TurnOutcome(event.event_id, "forgotten")  # erased meanwhile: nothing to do
        if marker.sent_at is not None:
            if marker.guarded is not None:  # decided once: a redelivery stays quiet too
                return TurnOutcome(event.event_id, "guarded", details={"reason": marker.guarded})
            return TurnOutcome(event.event_id, "already_sent")
        opted_out_at = conversation.state.opted_out_at
        if opted_out_at is not None:
            if opted_out_at >= event.created_at:
                return TurnOutcome(event.event_id, "suppressed")
            self.ledger.set_opted_out(key, None)  # they wrote again
        return OpenTurn(key, marker, conversation)

    def _remember(self, event: whasp.MessageReceived, text: str | None) -> bool:
        """Store the inbound message; True on its first delivery. False: a redelivery (the
        text is None when a converted media message is already remembered), or the person
        was erased."""
        if text is None:
            return False
        text = self.memory.storable_message(text)  # refused, the turn would fail for good
        return self.memory.remember(
            self.agent, event.chat, event.number, "user", text, event.event_id, event.created_at
        )

    def _decide(self, turn: OpenTurn, superseded: bool) -> GuardDecision:
        """Whether this turn may call the model (core/reply_guard.py): a burst's earlier
        message never does; otherwise the budget and the loop detector decide, with what
        an erasure kept of them when no reply read records the budget (one read more: a
        person's first turns, and the first after they asked to be forgotten)."""
        now = self.memory.clock()
        if superseded:
            return GuardDecision("burst", now, now)
        messages = turn.conversation_to_answer().messages
        state = turn.conversation.state
        if forgets_budget(messages):
            state = with_kept(state, self.ledger.kept_guard(turn.key))
        return decide(messages, now, self.guard, state)

    def _close_guarded(
        self, turn: OpenTurn, event: whasp.MessageReceived, mark: GuardMark
    ) -> TurnOutcome:
        """The message is stored; nothing is asked or sent. The marker records why (a
        redelivery does the same), and a compaction is due as after any turn."""
        reason = mark.reason
        logger.info(
            "turn guarded: no model call, nothing sent",
            extra={"event_id": event.event_id, "phone_hash": turn.key.phone_hash, "reason": reason},
        )
        self.memory.metrics.add(f"RepliesGuarded_{reason}")
        pending = len(turn.conversation.unsummarized())
        due_at = self.clock() if pending >= self.trigger else None
        self.ledger.mark_sent(turn.key, event.event_id, due_at, guarded=mark)
        return TurnOutcome(event.event_id, "guarded", details={"reason": reason})

    def _generate(
        self,
        turn: OpenTurn,
        event: whasp.MessageReceived,
        started: float,
        decision: GuardDecision,
    ) -> Outgoing | TurnOutcome:
        """Ask the model once and record its reply on the turn (a concurrent delivery's
        recorded first wins); audit what the model was given."""
        conversation = turn.conversation_to_answer()
        if not conversation.messages or conversation.messages[-1].seq != turn.marker.seq:
            return TurnOutcome(event.event_id, "forgotten")  # the message is gone
        incoming = conversation.messages[-1].content
        context = self.memory.context_from(conversation, query=incoming, key=turn.key)
        number = self._current_number(event.number)
        notices = _number_notices(conversation, number) + media_notices(incoming)
        instructions = compose_instructions(self.system_prompt, context.notes, notices)
        answer, unusable = self._ask_model(instructions, context.history)
        if unusable:
            fields = {"event_id": event.event_id, "phone_hash": turn.key.phone_hash}
            logger.warning(
                "model answer unusable; fallback reply sent", extra={**fields, "reason": unusable}
            )
        reply = Message(
            seq=reply_seq(turn.marker.seq),
            role="assistant",
            content=answer.text,
            number=number,
            at=event.created_at,  # dated by the message it answers, so an erasure covers it
            written_at=self.memory.clock(),  # what the reply guard times the next turn by
            budget_refilled_at=decision.budget_refilled_at,
        )
        recorded = self._record(turn, event.event_id, reply, reply_audit(context))
        if recorded is None:
            return TurnOutcome(event.event_id, "forgotten")  # erased meanwhile
        prompt_chars = len(instructions) + sum(len(m["content"]) for m in context.history)
        _audit(turn.key, event.event_id, context, answer, prompt_chars, started)
        outcome = TurnOutcome(
            event.event_id,
            "fallback" if unusable else "answered",
            model_calls=1,
            input_tokens=answer.input_tokens,
            output_tokens=answer.output_tokens,
            details={"prompt_chars": prompt_chars, "messages": len(context.history)},
        )
        return Outgoing(recorded.content, recorded.number, conversation, outcome)

    def _record(
        self, turn: OpenTurn, event_id: str, reply: Message, audit: ReplyAudit
    ) -> Message | None:
        """The reply the turn's record holds: ours (recorded with its audit), or the one a
        concurrent delivery recorded first; None when the person was erased meanwhile."""
        if self.ledger.record_reply(turn.key, event_id, reply, audit):
            return reply
        stored = self.ledger.turn(turn.key, event_id)
        if stored is None or stored.reply_text is None or stored.reply_number is None:
            return None
        return replace(reply, content=stored.reply_text, number=stored.reply_number)

    def _deliver(self, turn: OpenTurn, event: whasp.MessageReceived, outgoing: Outgoing) -> None:
        """Send the reply (the inbound event id is its idempotency key) and mark it sent; a
        compaction is due once the unsummarized messages reach the trigger, and the person
        is listed as active (for the console) unless listed in the last 10 minutes."""
        self.messenger.send(outgoing.number, event.chat, outgoing.text, event.event_id)
        pending = len(outgoing.conversation.unsummarized()) + 1
        now = self.clock()
        due_at = now if pending >= self.trigger else None
        listed = outgoing.conversation.state.active_at
        active_at = now if listed is None or now - listed >= ACTIVITY_RESOLUTION else None
        self.ledger.mark_sent(turn.key, event.event_id, due_at, active_at)

    def _ask_model(self, instructions: str, history: list[dict[str, str]]) -> tuple[Reply, str]:
        """The model's reply, or the fallback reply and why the model's could not go out.

        Unusable is final for this turn: an adapter already asks again where that can
        help (an empty or malformed answer), and a refusal or a cut-off answer would come
        back the same. Any model, not only ours, is held to it: blank text never goes out.
        """
        try:
            answer = self.memory.model.reply(instructions, history)
        except ModelAnswerUnusable as error:
            return Reply(self.fallback_reply), str(error)
        if not isinstance(answer.text, str) or not answer.text.strip():
            return Reply(self.fallback_reply), "the model's answer is empty"
        if not is_valid_unicode(answer.text):
            # stored and sent, and neither takes a lone surrogate (half a character, such as
            # an emoji cut in two): it becomes U+FFFD, as a UTF-16 decoder shows it, not the
            # fallback, since the rest of the reply is good and the person is waiting
            self.memory.metrics.add("ReplyUnicodeReplaced")
            answer = replace(answer, text=with_valid_unicode(answer.text))
        limit = self.memory.bounds.reply_chars
        if len(answer.text) > limit:  # stored and sent: within a message and an item
            self.memory.metrics.add("ReplyCut")
            logger.warning("model reply cut", extra={"chars": len(answer.text), "max": limit})
            answer = replace(answer, text=cut_text(answer.text, limit))
        storable = self.memory.storable_message(answer.text)  # a lone surrogate, too many bytes
        return (answer if storable is answer.text else replace(answer, text=storable)), ""


def _number_notices(conversation: Conversation, number: str) -> list[str]:
    """A notice for the model when the reply goes out from another number than the last."""
    last_reply = next((m for m in reversed(conversation.messages) if m.role == "assistant"), None)
    return [new_number_notice(number)] if last_reply and last_reply.number != number else []


def _audit(
    key: ConversationKey,
    event_id: str,
    context: Context,
    answer: Reply,
    prompt_chars: int,
    started: float,
) -> None:
    """One log line per generated reply: what the model was given, no phone and no text."""
    logger.info(
        "turn",
        extra={
            "audit": {
                "event_id": event_id,
                "phone_hash": key.phone_hash,
                "facts": [{"id": i, "score": round(v, 4)} for i, v in context.fact_scores],
                "summary_version": context.summary_version,
                "messages": len(context.history),
                "prompt_chars": prompt_chars,
                "input_tokens": answer.input_tokens,
                "output_tokens": answer.output_tokens,
                "latency_ms": round((time.perf_counter() - started) * 1000, 1),
            }
        },
    )
