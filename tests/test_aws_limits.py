"""The requests we make hold to the limits real AWS sets where moto is lenient: each test
runs on a client that refuses and answers as AWS does (tests/strict_aws.py)."""

from __future__ import annotations

import boto3
import pytest
from botocore.exceptions import ClientError

from agent_memory.archive.s3 import S3Archive
from agent_memory.core.memory import Memory, conversation_key
from agent_memory.core.records import Fact, Summary
from agent_memory.inbox.sqs import MESSAGE_MAX_BYTES, SqsInbox
from agent_memory.pipeline.whasp import MAX_BODY_BYTES
from agent_memory.store.dynamodb import DynamoDbStore
from tests.conftest import TABLE
from tests.fakes import ScriptedModel
from tests.lambdas import HASH_KEY
from tests.strict_aws import TRANSACTION_BYTES, StrictDynamoDb, StrictS3, StrictSqs

AGENT, ANA = "agent-a", "+5511987654321"


def strict_store(clock) -> tuple[DynamoDbStore, StrictDynamoDb]:
    client = StrictDynamoDb(boto3.client("dynamodb"))
    return DynamoDbStore(TABLE, client=client, clock=clock), client


def test_a_compaction_past_4_mb_of_facts_is_written_in_transactions_dynamodb_takes(table, clock):
    # GIVEN 90 facts of 50,000 characters (an import's; a model's are 500 at most): 4.5 MB,
    # fewer than 100 actions, one transaction as counted before (AWS refused it for good)
    store, client = strict_store(clock)
    key = Memory(store=store, model=ScriptedModel(), clock=clock).key(AGENT, ANA)
    facts = [
        Fact(f"f{n:03d}", "profile", f"{n} " + "x" * 50_000, f"s{n}", "stated", clock())
        for n in range(90)
    ]
    summary = Summary("Imported.", through="0", last_at=clock(), version=1)

    assert store.save_compaction(key, summary, None, facts)

    # THEN every transaction is within DynamoDB's 4 MB, and every fact is stored
    assert len(client.transactions) > 1 and max(client.transactions) <= TRANSACTION_BYTES
    pages_before = client.pages_cut
    stored = {f.id: f.content for f in store.load(key).facts}
    assert stored == {f.id: f.content for f in facts}
    assert client.pages_cut > pages_before  # read back over Query's 1 MB pages


def test_keys_a_batch_read_leaves_unprocessed_are_read_again(table, clock):
    # GIVEN 30 stored facts, and DynamoDB leaving half of each batch read's keys unprocessed
    store, _ = strict_store(clock)
    key = Memory(store=store, model=ScriptedModel(), clock=clock).key(AGENT, ANA)
    facts = [
        Fact(f"f{n:03d}", "profile", f"Fact {n}.", f"s{n}", "stated", clock()) for n in range(30)
    ]
    summary = Summary("Talked.", through="0", last_at=clock(), version=1)
    assert store.save_compaction(key, summary, None, facts)

    # WHEN they are read by id, THEN every one comes back, none twice
    found = store.facts(key, [f.id for f in facts])
    assert sorted(f.id for f in found) == [f.id for f in facts]


def test_the_queues_take_what_the_webhook_queues(template):
    # SQS's default MaximumMessageSize, said in the template so moto's queue holds to it
    for queue in ("InboxQueue", "InboxDeadLetterQueue"):
        size = template["Resources"][queue]["Properties"]["MaximumMessageSize"]
        assert size == MESSAGE_MAX_BYTES >= MAX_BODY_BYTES


def test_a_record_of_the_largest_body_is_parked_whole_with_its_reason_cut(queues):
    # GIVEN a body as large as the webhook takes, parked with a 256-character reason
    client = StrictSqs(boto3.client("sqs"))
    url = queues["InboxDeadLetterQueue"]
    body = '{"id": "e1", "text": "' + "é" * ((MAX_BODY_BYTES - 40) // 2) + '"}'
    short = '{"id": "e2"}'

    # WHEN both are parked (before: SQS refused the first, body and reason past 256 KiB)
    SqsInbox(url, client).send(body, "g1", "e1", reason="r" * 300)
    SqsInbox(url, client).send(short, "g2", "e2", reason="store refused " * 30)

    # THEN each is in the queue whole, the reason cut to the room left
    got = client.receive_message(QueueUrl=url, MaxNumberOfMessages=10,
                                 MessageAttributeNames=["reason"])["Messages"]  # fmt: skip
    by_body = {m["Body"]: m.get("MessageAttributes", {}) for m in got}
    reason = by_body[body]["reason"]["StringValue"]
    assert 0 < len(reason) < 256 and set(reason) == {"r"}
    assert by_body[short]["reason"]["StringValue"] == ("store refused " * 30)[:256]


def test_an_erasure_deletes_more_archives_than_one_delete_objects_takes(aws):
    # GIVEN 1,001 archive objects of one person (S3 deletes at most 1,000 keys a request)
    client = boto3.client("s3")
    client.create_bucket(Bucket="limits-archive")
    key = conversation_key(AGENT, ANA, HASH_KEY)
    prefix = f"archive/{key.agent}/{key.phone_hash}/"
    for n in range(1001):
        client.put_object(Bucket="limits-archive", Key=f"{prefix}{n:04d}.jsonl", Body=b"{}")
    strict = StrictS3(client)

    # WHEN the person's archive is erased, THEN every object goes, in requests S3 takes
    assert S3Archive("limits-archive", strict).delete_person(key) == 1001
    assert client.list_objects_v2(Bucket="limits-archive")["KeyCount"] == 0
    assert sum(strict.deleted_per_call) == 1001 and max(strict.deleted_per_call) <= 1000


def test_facts_read_by_id_come_back_in_id_order_from_either_store(store, clock):
    # DynamoDB answers a BatchGetItem in no particular order (StrictDynamoDb: another one
    # than the keys'); a store answers in one, whichever store and whatever DynamoDB did
    key = Memory(store=store, model=ScriptedModel(), clock=clock).key(AGENT, ANA)
    facts = [
        Fact(f"f{n:03d}", "profile", f"Fact {n}.", f"s{n}", "stated", clock()) for n in range(9)
    ]
    assert store.save_compaction(key, Summary("Talked.", "0", clock(), 1), None, facts)

    asked = [facts[n].id for n in (4, 0, 8, 2, 6, 1, 7, 3, 5)]
    assert [f.id for f in store.facts(key, asked)] == sorted(asked)


def put_action(n: int, text: str = "x") -> dict:
    return {"Put": {"TableName": TABLE, "Item": {"pk": {"S": "P"}, "sk": {"S": f"K{n}"},
                                                 "t": {"S": text}}}}  # fmt: skip


@pytest.mark.parametrize(
    ("operation", "params", "says"),
    [
        ("transact_write_items", {"TransactItems": [put_action(n) for n in range(101)]},
         "less than or equal to 100"),
        ("transact_write_items",
         {"TransactItems": [put_action(n, "x" * 300_000) for n in range(14)]}, "4 MB"),
        ("batch_write_item",
         {"RequestItems": {TABLE: [{"PutRequest": {"Item": put_action(n)["Put"]["Item"]}}
                                   for n in range(26)]}}, "equal to 25"),
        ("query", {"TableName": TABLE, "KeyConditionExpression": "pk = :p",
                   "ExpressionAttributeValues": {":p": {"S": "P"}},
                   "ProjectionExpression": ", ".join(["sk"] * 1400)}, "Expression size"),
    ],
)  # fmt: skip
def test_the_strict_client_refuses_as_aws_does_before_moto_is_asked(table, operation, params, says):
    strict = StrictDynamoDb(boto3.client("dynamodb"))
    with pytest.raises(ClientError, match=says):
        getattr(strict, operation)(**params)
    assert boto3.client("dynamodb").scan(TableName=TABLE)["Count"] == 0
