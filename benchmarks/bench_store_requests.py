"""DynamoDB requests for one text turn: remember(user) + build_context + remember(assistant).

Counted with a botocore event hook on the real adapter against moto, and compared
with a baseline run in the same process: a naive port of the seed design (check
the event id, put the message, put the marker; read messages, summary and facts
separately; put the reply). Goal: at most 3 requests.
"""

from __future__ import annotations

from datetime import UTC, datetime

from harness import RequestCounter
from moto import mock_aws

from agent_memory import Memory
from agent_memory.aws import aws_client
from agent_memory.devtools.provision import create_table
from agent_memory.model.offline import OfflineModel
from agent_memory.store.dynamodb import DynamoDbStore

AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"


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
