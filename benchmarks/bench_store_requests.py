"""DynamoDB requests for one text turn: remember(user) + build_context + remember(assistant).

Counted with a botocore event hook on the real adapter against moto, and compared
with a baseline run in the same process: a naive port of the seed design (check
the event id, put the message, put the marker; read messages, summary and facts
separately; put the reply). Goal: at most 3 requests.
"""

from __future__ import annotations

import os
from collections import Counter
from datetime import UTC, datetime

from moto import mock_aws

for _name, _value in {
    "AWS_ACCESS_KEY_ID": "x",
    "AWS_SECRET_ACCESS_KEY": "x",
    "AWS_REGION": "us-east-1",
    "AWS_DEFAULT_REGION": "us-east-1",
}.items():
    os.environ.setdefault(_name, _value)

from agent_memory import Memory  # noqa: E402
from agent_memory.aws import aws_client  # noqa: E402
from agent_memory.model.offline import OfflineModel  # noqa: E402
from agent_memory.provision import create_table  # noqa: E402
from agent_memory.store.dynamodb import DynamoDbStore  # noqa: E402

AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"


class RequestCounter:
    """Counts the API calls a boto3 client makes, by operation."""

    def __init__(self, client) -> None:
        self.calls: Counter[str] = Counter()
        client.meta.events.register("before-call.dynamodb.*", self._count)

    def _count(self, model, **_) -> None:
        self.calls[model.name] += 1

    def total(self) -> int:
        return sum(self.calls.values())


def naive_turn(client, table: str, turn: int) -> None:
    """The seed design ported call for call: one request per step."""
    pk = {"S": f"{AGENT}#{PHONE}"}
    client.get_item(TableName=table, Key={"pk": pk, "sk": {"S": f"EVT#naive-{turn}"}})
    client.put_item(TableName=table, Item={"pk": pk, "sk": {"S": f"EVT#naive-{turn}"}})
    client.put_item(TableName=table, Item={"pk": pk, "sk": {"S": f"MSG#naive-{turn}-u"}})
    client.query(
        TableName=table,
        KeyConditionExpression="pk = :pk AND begins_with(sk, :m)",
        ExpressionAttributeValues={":pk": pk, ":m": {"S": "MSG#"}},
    )
    client.get_item(TableName=table, Key={"pk": pk, "sk": {"S": "SUMMARY"}})
    client.query(
        TableName=table,
        KeyConditionExpression="pk = :pk AND begins_with(sk, :f)",
        ExpressionAttributeValues={":pk": pk, ":f": {"S": "FACT#"}},
    )
    client.put_item(TableName=table, Item={"pk": pk, "sk": {"S": f"MSG#naive-{turn}-a"}})


def our_turn(memory: Memory, turn: int) -> None:
    text = f"message {turn}"
    memory.remember(AGENT, PHONE, NUMBER, "user", text, event_id=f"evt_{turn}")
    context = memory.build_context(AGENT, PHONE, query=text)
    assert context.history
    memory.remember(AGENT, PHONE, NUMBER, "assistant", f"reply {turn}")


def main() -> None:
    turns = 20
    with mock_aws():
        create_table("bench-naive")
        create_table("bench-ours")
        naive_client = aws_client("dynamodb")
        naive = RequestCounter(naive_client)
        for turn in range(turns):
            naive_turn(naive_client, "bench-naive", turn)

        store = DynamoDbStore("bench-ours")
        ours = RequestCounter(store._client)
        memory = Memory(store=store, model=OfflineModel(), clock=lambda: datetime.now(UTC))
        for turn in range(turns):
            our_turn(memory, turn)

    per_turn_naive = naive.total() / turns
    per_turn_ours = ours.total() / turns
    print(
        "bench_store_requests: DynamoDB requests per text turn "
        "(remember user + build_context + remember assistant)"
    )
    print(f"  baseline (naive seed port): {per_turn_naive:.1f}  {dict(naive.calls)}")
    print(f"  agent-memory:               {per_turn_ours:.1f}  {dict(ours.calls)}")
    print(f"  ratio ours/baseline: {per_turn_ours / per_turn_naive:.2f}  (goal: <= 3 requests)")


if __name__ == "__main__":
    main()
