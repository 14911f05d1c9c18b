"""`agent-memory facts show|export|delete`: one person's long-term memory, for operators."""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from agent_memory.commands.arguments import output_file
from agent_memory.commands.invocation import command
from agent_memory.commands.person_data import export_person, fact_record
from agent_memory.core.records import ConversationKey
from agent_memory.display_text import printable, printable_json, quoted_input
from agent_memory.errors import ConfigurationError
from agent_memory.store.port import Store

if TYPE_CHECKING:
    from agent_memory.core.curation import Curation

CHANGED_EXIT = 3  # the fact changed since it was read: not a usage mistake (2), try again
AGENT_HELP = "the agent id (default: AGENT_ID, else the one the last local serve used)"


def register(commands: Any) -> None:
    """Add the `facts` command group to the `agent-memory` subparsers."""
    facts = commands.add_parser("facts", help="show, export or delete one person's facts")
    tasks = facts.add_subparsers(dest="task", required=True)

    show = tasks.add_parser("show", help="the person's live facts (with --all, their history)")
    show.add_argument("--all", action="store_true", help="include superseded and expired facts")
    show.set_defaults(run=_show)

    export = tasks.add_parser(
        "export", help="everything stored about the person as JSON (GDPR art. 15/20)"
    )
    export.add_argument(
        "--output", type=output_file, help="write to this file instead of standard output"
    )
    export.set_defaults(run=run_export)

    delete = tasks.add_parser("delete", help="delete one fact (and its older versions) or all")
    which = delete.add_mutually_exclusive_group(required=True)
    which.add_argument("--id", dest="fact_id", help="the fact id, as `facts show` prints it")
    which.add_argument("--all", action="store_true", help="every fact of the person")
    delete.set_defaults(run=_delete)

    for task in (show, export, delete):
        task.add_argument("--agent", help=AGENT_HELP)
        task.add_argument("--phone", required=True, help="the person's phone, E.164")


def person_store(args: argparse.Namespace) -> tuple[Store, ConversationKey]:
    """The store the environment names, and whose memory --agent/--phone mean, for a read:
    an agent id only an earlier version accepted is named too (`person_curation` refuses
    it a change)."""
    from agent_memory.core.memory import conversation_key
    from agent_memory.local.files import operator_agent, operator_settings
    from agent_memory.wiring import store_from_settings

    settings = operator_settings(args.agent, existing_store=True)
    agent = operator_agent(settings, args.agent)
    # hashed with the store's key: a stack's (PHONE_HASH_KEY_PARAMETER), or the local one
    key = conversation_key(agent, args.phone, settings.phone_hash_key(), stored=True)
    return store_from_settings(settings), key


def person_curation(args: argparse.Namespace) -> tuple[Curation, str]:
    """The operator's changes to the memory the environment names, and the agent id they
    are made under (--agent, else AGENT_ID; an id only an earlier version took is refused)."""
    from agent_memory.core.curation import Curation
    from agent_memory.core.key_limits import agent_id_problem
    from agent_memory.local.files import operator_settings
    from agent_memory.wiring import memory_from_settings

    if args.agent and (problem := agent_id_problem(args.agent)) is not None:
        raise ConfigurationError(
            f"--agent {quoted_input(args.agent)} {problem}; memory under an id an earlier version "
            "accepted can be shown, exported and erased (forget), not changed"
        )
    settings = operator_settings(args.agent, existing_store=True)
    agent = settings.require("AGENT_ID")
    return Curation(memory_from_settings(settings)), agent


def _show(args: argparse.Namespace) -> int:
    store, key = person_store(args)
    now = datetime.now(UTC)
    records = [fact_record(f, now) for f in store.load(key).facts]
    shown = [r for r in records if args.all or r["state"] == "live"]
    width = max([len("id"), *(len(r["id"]) for r in shown)])
    print(f"{'id':<{width}}  {'state':<10} {'kind':<10} {'subject':<20} {'said':<10} content")
    for r in shown:
        said = r["created_at"][:10]
        shown_fields = [printable(r[name]) for name in ("id", "state", "kind", "subject")]
        fact_id, state, kind, subject = shown_fields
        print(
            f"{fact_id:<{width}}  {state:<10} {kind:<10} {subject:<20} {said:<10} "
            f"{printable(r['content'])}"
        )
    hidden = "" if args.all or len(shown) == len(records) else " (--all shows the others)"
    print(f"{len(shown)} of {len(records)} facts{hidden}", file=sys.stderr)
    return 0


def run_export(args: argparse.Namespace) -> int:
    """Print (or write to --output) everything stored about --phone, as JSON."""
    from agent_memory.config import Settings
    from agent_memory.wiring import archive_from_settings

    store, key = person_store(args)
    settings = Settings()
    archive = archive_from_settings(settings)  # ARCHIVE_BUCKET, as the stack sets it
    document = export_person(store, key, datetime.now(UTC), archive)
    text = printable_json(document)
    archived = _archived_note(document["archived"], settings.store_kind == "dynamodb")
    if args.output:
        with open(args.output, "w", encoding="utf-8") as out:
            out.write(text + "\n")
        print(
            f"wrote {args.output}: {len(document['messages'])} messages, "
            f"{len(document['facts'])} facts, summary {'yes' if document['summary'] else 'none'}"
            f"{archived} "
            f"({len(text.encode()) + 1} bytes of JSON; it holds the person's words: keep it safe)",
            file=sys.stderr,
        )
    else:
        print(text)
        if document["archived"]["left_out"]:  # the note is in the JSON too: say it aloud
            print(archived.removeprefix(", "), file=sys.stderr)
    return 0


def _archived_note(archived: dict[str, Any], on_a_stack: bool) -> str:
    """The export's archive part in a few words, and what it left out; nothing on a local
    store without an archive (it has none to read)."""
    if not archived["read"]:
        if not on_a_stack:
            return ""
        return ", archive not read (set ARCHIVE_BUCKET to the stack's ArchiveBucketName)"
    note = f", {len(archived['objects'])} archived objects"
    left_out = archived["left_out"]
    return f"{note} ({left_out['how']})" if left_out else note


def _delete(args: argparse.Namespace) -> int:
    """Delete through the console's path (`Curation.delete`): conditional on the read, so an
    edit or compaction landing meanwhile makes it read again or refuse, never leave a newer
    version live after "deleted"; and the fact index forgets what it deletes."""
    from agent_memory.core.curation import FactChanged, UnknownFact

    curation, agent = person_curation(args)
    try:
        if args.all:
            deleted = curation.delete_all(agent, args.phone)
        else:
            deleted = curation.delete(agent, args.phone, args.fact_id)
    except UnknownFact:
        raise ValueError(
            f"no fact {quoted_input(args.fact_id)} for this person: list theirs with "
            f"`{command('facts show')}`"
        ) from None
    except FactChanged:
        print(
            f"agent-memory: fact {quoted_input(args.fact_id)} changed since it was read "
            "(an edit, a restore or a compaction replaced it), nothing deleted: run "
            f"`{command('facts show')}` and try again with its current id (that deletes "
            "the older versions with it)",
            file=sys.stderr,
        )
        return CHANGED_EXIT
    print(f"deleted {len(deleted)} fact{'s' if len(deleted) != 1 else ''}")
    return 0
