"""Voice notes, photos and other media through the processor Lambda: moto, and fake whasp,
OpenAI and media servers on 127.0.0.1."""

from __future__ import annotations

import base64

import boto3
import pytest

from agent_memory.core.memory import conversation_key
from agent_memory.pipeline.inbound import PHOTO_FAILED, VOICE_NOTE_FAILED
from tests.fakes import crash_once_after
from tests.lambdas import enqueue, run, whasp_event
from tests.servers import form_fields

ANA, NUMBER = "+5511987654321", "+5511900000000"
VOICE = b"OggS\x00\x02voice-note-bytes" * 50
PHOTO = b"\xff\xd8\xff\xe0photo-bytes" * 50


def media_event(
    event_id: str,
    message_type: str,
    url: str | None = None,
    mime_type: str | None = None,
    **message: object,
) -> str:
    """A whasp `message.received` body for a media message."""
    body: dict[str, object] = {"id": f"wamid.{event_id}", "type": message_type, **message}
    if url:
        body["media"] = {"url": url, "mime_type": mime_type}
    return whasp_event(event_id, ANA, data={"chat": ANA, "number": NUMBER, "message": body})


def remembered(processor) -> list[str]:
    """What memory keeps of Ana's messages, in order (user and assistant)."""
    conversation = processor.responder().memory.store.load(conversation_key("bot", ANA))
    return [m.content for m in conversation.messages]


def parked(queues) -> list[dict]:
    return (
        boto3.client("sqs")
        .receive_message(QueueUrl=queues["InboxDeadLetterQueue"])
        .get("Messages", [])
    )


def voice_note(queues, media_server, event_id: str = "evt_1", **served) -> tuple[dict, str]:
    """Serve a voice note and queue its delivery; the SQS event and the media path."""
    data = served.get("data", VOICE)
    url = media_server.put(f"{event_id}.ogg", data, served.get("content_type", "audio/ogg"))
    event = enqueue(queues, media_event(event_id, "audio", url, "audio/ogg; codecs=opus"))
    return event, url.removeprefix(media_server.url)


def test_voice_note_is_transcribed_and_remembered_as_text(
    processor, queues, media_server, openai_api, whasp_api
):
    openai_api.transcripts.append("Quero marcar uma consulta amanhã")
    openai_api.texts.append("Claro! Que horas?")
    event, _ = voice_note(queues, media_server, content_type="audio/ogg; codecs=opus")
    assert run(processor, event) == []
    assert remembered(processor) == [
        "[voice note] Quero marcar uma consulta amanhã",
        "Claro! Que horas?",
    ]
    assert media_server.requests[0].headers["authorization"] == "Bearer whasp-test-key"
    fields = form_fields(openai_api.transcriptions()[0])
    assert fields["model"][2] == b"gpt-4o-mini-transcribe"
    assert fields["file"] == ("voice-note.ogg", "audio/ogg", VOICE)
    reply = openai_api.replies()[0].body
    assert reply["input"][-1]["content"] == "[voice note] Quero marcar uma consulta amanhã"
    assert whasp_api.texts_to(ANA) == ["Claro! Que horas?"]


def test_photo_is_described_with_its_caption(processor, queues, media_server, openai_api):
    openai_api.texts.extend(["A supermarket receipt totalling R$ 84,90.", "Deu R$ 84,90."])
    url = media_server.put("receipt.jpg", PHOTO, "image/jpeg")
    body = media_event("evt_1", "image", url, "image/jpeg", caption="quanto deu?")
    assert run(processor, enqueue(queues, body)) == []
    described = "[photo] A supermarket receipt totalling R$ 84,90.\nCaption: quanto deu?"
    assert remembered(processor) == [described, "Deu R$ 84,90."]
    [image_request] = openai_api.image_requests()
    assert image_request.body["store"] is False
    content = image_request.body["input"][0]["content"]
    encoded = base64.b64encode(PHOTO).decode()
    assert content[0] == {
        "type": "input_image",
        "image_url": f"data:image/jpeg;base64,{encoded}",
        "detail": "auto",
    }
    assert content[1] == {"type": "input_text", "text": "Caption: quanto deu?"}
    assert openai_api.replies()[0].body["input"][-1]["content"] == described


def attachment(**fields: str) -> dict[str, dict[str, str]]:
    return {"media": {"mime_type": "application/octet-stream", **fields}}


@pytest.mark.parametrize(
    ("message_type", "message", "expected"),
    [
        ("sticker", attachment(), "[sticker]"),
        ("video", attachment(caption="olha isso"), "[video] olha isso"),
        ("document", attachment(filename="boleto.pdf"), "[document: boleto.pdf]"),
        (
            "location",
            {"location": {"latitude": -23.5613, "longitude": -46.6565, "name": "MASP"}},
            "[location: MASP (-23.56130, -46.65650)]",
        ),
        ("contact", {"contacts": [{"name": "Maria Souza"}]}, "[contact: Maria Souza]"),
    ],
)
def test_other_types_are_remembered_as_markers_and_answered(
    processor, queues, media_server, openai_api, whasp_api, message_type, message, expected
):
    if "media" in message:
        message["media"]["url"] = media_server.put("file", b"bytes", "application/octet-stream")
    assert run(processor, enqueue(queues, media_event("evt_1", message_type, **message))) == []
    assert remembered(processor)[0] == expected
    assert media_server.requests == []  # nothing downloaded, no model call but the reply
    assert openai_api.transcriptions() == [] and openai_api.image_requests() == []
    assert len(whasp_api.texts_to(ANA)) == 1


@pytest.mark.parametrize(
    ("served", "why"),
    [
        ({"data": VOICE * 20}, "declared too large"),
        ({"content_type": "text/html"}, "wrong content type"),
        ({"content_type": "audio/aac"}, "a format the transcription endpoint does not take"),
    ],
)
def test_unusable_voice_note_is_remembered_as_not_transcribed_and_the_agent_asks_to_type(
    processor, queues, media_server, openai_api, whasp_api, monkeypatch, served, why
):
    monkeypatch.setenv("MEDIA_MAX_BYTES", str(len(VOICE) * 2))
    event, _ = voice_note(queues, media_server, **served)
    assert run(processor, event) == [], why
    assert remembered(processor)[0] == VOICE_NOTE_FAILED
    assert openai_api.transcriptions() == []
    assert "could not be transcribed" in openai_api.replies()[0].body["instructions"]
    assert len(whasp_api.texts_to(ANA)) == 1 and parked(queues) == []


def test_oversize_body_without_length_is_cut_off_early(
    processor, queues, media_server, openai_api, monkeypatch
):
    # GIVEN a 32 MB body streamed with no Content-Length and a 64 KB limit
    monkeypatch.setenv("MEDIA_MAX_BYTES", str(64 * 1024))
    media_server.declare_length = False
    size = 32 * 1024 * 1024
    event, path = voice_note(queues, media_server, data=bytes(size))
    # WHEN the turn runs THEN the download stops long before the end of the body
    assert run(processor, event) == []
    assert remembered(processor)[0] == VOICE_NOTE_FAILED
    assert media_server.wait_sent(path) < size // 2
    assert openai_api.transcriptions() == []


def test_photo_of_the_wrong_type_is_remembered_with_its_caption(
    processor, queues, media_server, openai_api
):
    url = media_server.put("photo.svg", b"<svg/>", "image/svg+xml")
    body = media_event("evt_1", "image", url, "image/svg+xml", caption="meu cachorro")
    assert run(processor, enqueue(queues, body)) == []
    assert remembered(processor)[0] == f"{PHOTO_FAILED} meu cachorro"
    assert openai_api.image_requests() == []
    assert "photo that could not be viewed" in openai_api.replies()[0].body["instructions"]


def test_expired_url_fails_the_record_and_the_retry_transcribes(
    processor, queues, media_server, openai_api, whasp_api
):
    event, path = voice_note(queues, media_server)
    media_server.expired.add(path)
    assert len(run(processor, event)) == 1  # SQS redelivers after the visibility timeout
    assert remembered(processor) == [] and whasp_api.requests == []
    assert openai_api.requests == [] and parked(queues) == []
    media_server.expired.clear()  # whasp serves it again
    assert run(processor, event) == []
    assert remembered(processor)[0] == "[voice note] a transcript"
    assert len(whasp_api.texts_to(ANA)) == 1


def test_expired_url_on_the_last_attempt_asks_the_person_to_type(
    processor, queues, media_server, openai_api, whasp_api
):
    # GIVEN the URL still answers 410 on the third delivery (MEDIA_MAX_ATTEMPTS, default 3)
    event, path = voice_note(queues, media_server)
    media_server.expired.add(path)
    event["Records"][0]["attributes"]["ApproximateReceiveCount"] = "3"
    # THEN the turn answers instead of waiting for the dead-letter queue
    assert run(processor, event) == []
    assert remembered(processor)[0] == VOICE_NOTE_FAILED
    assert "ask them to type it" in openai_api.replies()[0].body["instructions"]
    assert len(whasp_api.texts_to(ANA)) == 1 and parked(queues) == []


def test_transcription_down_is_retried_through_sqs(processor, queues, media_server, openai_api):
    openai_api.failures.extend([503, 503])  # the client's own retry, then SQS's
    event, _ = voice_note(queues, media_server)
    assert len(run(processor, event)) == 1
    assert remembered(processor) == []
    assert run(processor, event) == []
    assert remembered(processor)[0] == "[voice note] a transcript"


def test_transcription_rejected_is_remembered_not_parked(
    processor, queues, media_server, openai_api, whasp_api
):
    openai_api.failures.append(400)
    event, _ = voice_note(queues, media_server)
    assert run(processor, event) == []
    assert remembered(processor)[0] == VOICE_NOTE_FAILED
    assert len(whasp_api.texts_to(ANA)) == 1 and parked(queues) == []


@pytest.mark.parametrize("step", ["append_message", "record_reply", "send", "mark_sent", None])
def test_redelivery_after_transcription_transcribes_once(
    processor, queues, media_server, openai_api, whasp_api, monkeypatch, step
):
    # GIVEN the function dies right after `step` (None: it does not) once the text is stored
    event, _ = voice_note(queues, media_server)
    if step is not None:
        crash_once_after(monkeypatch, processor.responder(), step)
    # WHEN SQS delivers the event again, twice
    run(processor, event)
    assert run(processor, event) == []
    assert run(processor, event) == []
    # THEN the voice note was downloaded and transcribed once, and answered once
    assert len(openai_api.transcriptions()) == 1 and len(media_server.requests) == 1
    assert remembered(processor) == ["[voice note] a transcript", whasp_api.texts_to(ANA)[0]]
    assert len(whasp_api.delivered) == 1


def test_media_url_bytes_and_transcript_never_reach_the_logs(
    processor, queues, media_server, openai_api, caplog, capsys
):
    openai_api.transcripts.append("meu cartão é 4111 1111 1111 1111")
    run(processor, voice_note(queues, media_server, "evt_1")[0])
    expired, path = voice_note(queues, media_server, "evt_2")
    media_server.expired.add(path)
    expired["Records"][0]["attributes"]["ApproximateReceiveCount"] = "3"
    run(processor, expired)
    captured = capsys.readouterr()
    logs = caplog.text + captured.out + captured.err
    assert "media not converted" in logs  # the failure was logged...
    for secret in (media_server.url, "4111", ANA, VOICE.decode("latin-1")[:20]):
        assert secret not in logs  # ...without the URL, the text, the phone or the bytes


def test_offline_model_labels_its_stand_ins():
    from agent_memory.model.offline import OfflineModel

    model = OfflineModel()
    assert model.transcribe(VOICE, "audio/ogg") == "[offline model: no transcription]"
    assert model.describe_image(PHOTO, "image/jpeg", "x").startswith("[offline model:")
