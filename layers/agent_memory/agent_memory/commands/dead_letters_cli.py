"""`agent-memory dead-letters list|show|redrive`: events that could not be processed.

Locally they are in the queues file beside `SQLITE_PATH`; with `--stack` or
`--queue-url`, in the stack's SQS dead-letter queue. Each says why it was
parked; once the cause is fixed (a key, a model name), `redrive` queues it again.
"""

from __future__ import annotations

import argparse
from typing import Any

from agent_memory.commands.arguments import count_up_to, letter_id
from agent_memory.config import Settings
from agent_memory.display_text import printable, printable_lines
from agent_memory.pipeline.dead_letter import DeadLetters

MOST_LISTED = 10_000


def register(commands: Any) -> None:
    """Add the `dead-letters` command group to the `agent-memory` subparsers."""
    group = commands.add_parser(
        "dead-letters", help="list, show or redrive events that could not be processed"
    )
    tasks = group.add_subparsers(dest="task", required=True)
    listing = tasks.add_parser("list", help="one line per parked event: id, when, why")
    listing.add_argument(
        "--limit", type=count_up_to(MOST_LISTED), default=100, help="default %(default)s"
    )
    listing.set_defaults(run=_list)
    show = tasks.add_parser("show", help="one parked event, as it was delivered (personal)")
    show.add_argument("id", type=letter_id, help="as `dead-letters list` prints it")
    show.set_defaults(run=_show)
    redrive = tasks.add_parser("redrive", help="queue parked events again, once fixed")
    which = redrive.add_mutually_exclusive_group(required=True)
    which.add_argument("id", nargs="?", type=letter_id, help="as `dead-letters list` prints it")
    which.add_argument("--all", action="store_true", help="every parked event")
    redrive.add_argument(
        "--to-queue-url", help="the queue to redrive to (default: the one that parked it)"
    )
    redrive.set_defaults(run=_redrive)
    for task in (listing, show, redrive):
        where = task.add_mutually_exclusive_group()
        where.add_argument("--stack", help="a deployed stack's dead-letter queue (its name)")
        where.add_argument("--queue-url", help="an SQS dead-letter queue, by URL")


def _dead_letters(args: argparse.Namespace) -> DeadLetters:
    if args.stack:
        from agent_memory.commands.dead_letter_queue import SqsDeadLetters

        letters = SqsDeadLetters.of_stack(args.stack)
        if getattr(args, "to_queue_url", None):
            letters = SqsDeadLetters(letters.queue_url, args.to_queue_url)
        return letters
    if args.queue_url:
        from agent_memory.commands.dead_letter_queue import SqsDeadLetters

        return SqsDeadLetters(args.queue_url, getattr(args, "to_queue_url", None))
    from agent_memory.local.dead_letters import LocalDeadLetters

    return LocalDeadLetters.from_settings(Settings())


def _list(args: argparse.Namespace) -> int:
    letters = _dead_letters(args)
    parked = letters.list(args.limit)
    print(f"{len(parked)} dead letter(s) in {letters.where}")
    for letter in parked:
        print(printable(letter.line()))
    return 0


def _show(args: argparse.Namespace) -> int:
    # the event as delivered: whatever its sender put in it, shown escaped
    print(printable_lines(_dead_letters(args).get(args.id).details()))
    return 0


def _redrive(args: argparse.Namespace) -> int:
    letters = _dead_letters(args)
    ids = [letter.id for letter in letters.list()] if args.all else [args.id]
    for each in ids:
        letter = letters.redrive(each)
        print(printable(f"redriven {letter.id} (event {letter.event_id})"))
    if not ids:
        print(f"nothing to redrive in {letters.where}")
    return 0
