"""The test resources are built from template.yaml, as the stack deploys them."""

import boto3


def test_table_has_the_template_key_schema_and_ttl(table):
    client = boto3.client("dynamodb")
    description = client.describe_table(TableName=table)["Table"]
    assert [k["AttributeName"] for k in description["KeySchema"]] == ["pk", "sk"]
    ttl = client.describe_time_to_live(TableName=table)["TimeToLiveDescription"]
    assert ttl["AttributeName"] == "ttl" and ttl["TimeToLiveStatus"] == "ENABLED"


def test_inbox_is_fifo_with_a_dead_letter_queue(queues):
    client = boto3.client("sqs")
    attributes = client.get_queue_attributes(QueueUrl=queues["InboxQueue"], AttributeNames=["All"])[
        "Attributes"
    ]
    assert attributes["FifoQueue"] == "true"
    assert attributes["DeduplicationScope"] == "messageGroup"
    assert "InboxDeadLetterQueue" in attributes["RedrivePolicy"]
