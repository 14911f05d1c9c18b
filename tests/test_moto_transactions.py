"""The suite's moto speed-ups (tests/conftest.py) keep moto's answers: a transaction that
copies only the partitions it names, once, not the whole table once per item, keeps moto's
rollback (a cancelled transaction leaves every item as it was, one that holds leaves all its
writes); a query that reads only its partition answers as moto's own query does."""

from __future__ import annotations

import boto3
import pytest
from botocore.exceptions import ClientError

from agent_memory.store.dynamodb_requests import to_ddb


def put(table: str, pk: str, sk: str, text: str, condition: str | None = None) -> dict:
    request = {"TableName": table, "Item": to_ddb({"pk": pk, "sk": sk, "text": text})}
    return {"Put": {**request, "ConditionExpression": condition} if condition else request}


def update(table: str, pk: str, sk: str, text: str) -> dict:
    return {
        "Update": {
            "TableName": table,
            "Key": to_ddb({"pk": pk, "sk": sk}),
            "UpdateExpression": "SET #t = :t",
            "ExpressionAttributeNames": {"#t": "text"},
            "ExpressionAttributeValues": {":t": {"S": text}},
        }
    }


def everything(client, table: str) -> dict[tuple[str, str], str]:
    found = client.scan(TableName=table)["Items"]
    return {(i["pk"]["S"], i["sk"]["S"]): i["text"]["S"] for i in found}


def test_a_cancelled_transaction_leaves_the_table_as_it_was(table):
    client = boto3.client("dynamodb")
    for pk in ("a", "b", "c"):
        client.transact_write_items(
            TransactItems=[put(table, pk, f"K{n}", "before") for n in range(40)]
        )
    before = everything(client, table)

    with pytest.raises(ClientError, match="TransactionCanceled"):
        client.transact_write_items(
            TransactItems=[
                *(put(table, "a", f"K{n}", "changed") for n in range(30)),
                *(update(table, "b", f"K{n}", "changed") for n in range(30)),
                put(table, "new", "K0", "new"),
                put(table, "c", "K99", "new"),  # a new item in a partition that exists
                {"Delete": {"TableName": table, "Key": to_ddb({"pk": "c", "sk": "K5"})}},
                put(table, "b", "K39", "changed", condition="attribute_not_exists(sk)"),
            ]
        )

    assert everything(client, table) == before
    client.transact_write_items(
        TransactItems=[put(table, "a", "K1", "after"), update(table, "new", "K0", "n")]
    )
    assert everything(client, table) == {**before, ("a", "K1"): "after", ("new", "K0"): "n"}


def test_queries_answer_as_moto_s_own_on_the_table_and_its_indexes(
    table, queries_read_only_their_partition, monkeypatch
):
    """The other moto speed-up (a query reads only its partition, an index query skips a
    sort moto redoes): every answer, page and order as moto's own query gives."""
    from moto.dynamodb.models.table import Table

    client = boto3.client("dynamodb")
    for n in range(60):
        item = {"pk": f"P{n % 7}", "sk": f"K{n:03d}", "text": "x" * (n % 5)}
        if n % 3:
            item |= {"due": f"d{n % 2}", "due_at": f"2026-01-{n % 28 + 1:02d}"}
        if n % 4:
            item |= {"active": f"a{n % 3}", "active_us": n * 7 % 50}
        client.put_item(TableName=table, Item=to_ddb(item))

    def pages(**request: object) -> list[list[dict]]:
        found, start = [], {}
        while True:
            page = client.query(TableName=table, **request, **start)
            found.append(page["Items"])
            if "LastEvaluatedKey" not in page:
                return found
            start = {"ExclusiveStartKey": page["LastEvaluatedKey"]}

    def on(key: str, value: dict) -> dict:
        return {"KeyConditionExpression": f"{key} = :v", "ExpressionAttributeValues": {":v": value}}

    requests = [
        *(on("pk", {"S": f"P{n}"}) | {"Limit": limit} for n in range(8) for limit in (3, 50)),
        {
            "KeyConditionExpression": "pk = :p AND begins_with(sk, :s)",
            "ExpressionAttributeValues": {":p": {"S": "P2"}, ":s": {"S": "K0"}},
            "ScanIndexForward": False,
            "Limit": 4,
        },
        {
            "KeyConditionExpression": "pk = :p AND sk BETWEEN :a AND :b",
            "FilterExpression": "size(#t) > :n",
            "ExpressionAttributeNames": {"#t": "text"},
            "ExpressionAttributeValues": {
                ":p": {"S": "P3"},
                ":a": {"S": "K010"},
                ":b": {"S": "K090"},
                ":n": {"N": "1"},
            },
        },
        on("pk", {"S": "P1"}) | {"ProjectionExpression": "sk"},
        *(
            on(key, {"S": value}) | {"IndexName": index, "Limit": 5, "ScanIndexForward": up}
            for index, key, values in [
                ("DueIndex", "due", "d0 d1"),
                ("ActivityIndex", "active", "a0 a1 a2"),
            ]
            for value in values.split()
            for up in (True, False)
        ),
    ]
    answers = [pages(**request) for request in requests]
    monkeypatch.setattr(Table, "query", queries_read_only_their_partition.query)
    monkeypatch.setattr(Table, "all_items", queries_read_only_their_partition.all_items)
    assert answers == [pages(**request) for request in requests]
    assert sum(len(page) for answer in answers for page in answer) > 100


def test_attribute_values_of_every_type_answer_as_moto_s_own_serializer(
    table, attribute_values_answer_as_they_are, monkeypatch
):
    """The answer's attribute values, copied as they are, read back as moto's serializer
    writes them: every type, nested, empty, and binary (which moto's serializer keeps)."""
    from moto.core.serialize import BaseJSONSerializer

    client = boto3.client("dynamodb")
    values = {
        "s": {"S": 'olá \u2028 "quoted"'},
        "empty": {"S": ""},
        "n": {"N": "-12.50"},
        "yes": {"BOOL": True},
        "no": {"BOOL": False},
        "null": {"NULL": True},
        "ss": {"SS": ["b", "a"]},
        "ns": {"NS": ["1", "2.5"]},
        "b": {"B": b"\x00\xffpacked"},
        "bs": {"BS": [b"\x01", b"\x02"]},
        "m": {"M": {"inner": {"L": [{"S": "x"}, {"N": "1"}, {"M": {}}, {"B": b"\x03"}]}}},
        "l": {"L": [{"L": []}, {"NULL": True}, {"SS": ["z"]}]},
    }
    for n in range(3):
        client.put_item(TableName=table, Item={"pk": {"S": "P"}, "sk": {"S": f"K{n}"}, **values})
    by_key = {"TableName": table, "Key": {"pk": {"S": "P"}, "sk": {"S": "K1"}}}
    requests = [
        lambda: client.get_item(**by_key)["Item"],
        lambda: client.query(
            TableName=table,
            KeyConditionExpression="pk = :p",
            ExpressionAttributeValues={":p": {"S": "P"}},
        )["Items"],
        lambda: client.scan(TableName=table)["Items"],
        lambda: client.update_item(
            **by_key,
            UpdateExpression="SET n = :n",
            ReturnValues="ALL_OLD",
            ExpressionAttributeValues={":n": {"N": "7"}},
        )["Attributes"],
        lambda: client.batch_get_item(RequestItems={table: {"Keys": [by_key["Key"]]}}),
    ]
    answers = [request() for request in requests[:3]]
    assert answers[0] == {"pk": {"S": "P"}, "sk": {"S": "K1"}, **values}
    monkeypatch.setattr(
        BaseJSONSerializer,
        "_serialize_type_structure",
        attribute_values_answer_as_they_are.serialize_type_structure,
    )
    assert answers == [request() for request in requests[:3]]
    monkeypatch.undo()
    old = requests[3]()
    assert old == {"pk": {"S": "P"}, "sk": {"S": "K1"}, **values}
    batch = requests[4]()["Responses"][table]
    assert batch == [{"pk": {"S": "P"}, "sk": {"S": "K1"}, **values, "n": {"N": "7"}}]
