"""Model calls and DynamoDB requests per media turn, against a text turn in the same process.

The real OpenAI adapter and media fetcher talk to fake OpenAI and media servers
on 127.0.0.1; the store is the DynamoDB adapter on moto (requests counted with a
botocore hook). Goals: a voice note costs one transcription call plus the
reply, a photo one image call plus the reply, a sticker only the reply; a
redelivered voice note no model call at all; a text turn keeps its 4 requests.
"""

from __future__ import annotations

from collections.abc import Callable

from harness import RequestCounter, unguarded
from moto import mock_aws

from agent_memory import Memory
from agent_memory.devtools.provision import create_table
from agent_memory.media.whasp_http import WhaspMediaFetcher
from agent_memory.model.openai_model import OpenAIModel
from agent_memory.pipeline.inbound import InboundConverter
from agent_memory.pipeline.responder import Responder
from agent_memory.store.dynamodb import DynamoDbStore
from tests.fakes import RecordingMessenger
from tests.lambdas import whasp_event
from tests.servers import FakeMedia, FakeOpenAI

TURNS = 10
AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"


def media_body(event_id: str, message_type: str, url: str, mime_type: str) -> str:
    message = {"id": event_id, "type": message_type, "media": {"url": url, "mime_type": mime_type}}
    return whasp_event(event_id, PHONE, data={"chat": PHONE, "number": NUMBER, "message": message})


def model_calls(openai_api: FakeOpenAI) -> tuple[int, int, int]:
    """Requests the fake OpenAI saw so far: transcriptions, image descriptions, replies."""
    return (
        len(openai_api.transcriptions()),
        len(openai_api.image_requests()),
        len(openai_api.replies()),
    )


def measure(
    label: str,
    body: Callable[[int], str],
    responder: Responder,
    openai_api: FakeOpenAI,
    counter: RequestCounter,
) -> None:
    """Run TURNS turns and print what one cost on average."""
    before = model_calls(openai_api)
    counter.calls.clear()
    for i in range(TURNS):
        responder.handle(body(i))
    after = model_calls(openai_api)
    transcriptions, images, replies = ((a - b) / TURNS for a, b in zip(after, before, strict=True))
    print(
        f"  {label:<24} model calls {transcriptions + images + replies:.1f} "
        f"(transcription {transcriptions:.1f}, image {images:.1f}, reply {replies:.1f}); "
        f"DynamoDB requests {counter.total() / TURNS:.1f}"
    )


def main() -> None:
    with FakeOpenAI() as openai_api, FakeMedia() as media, mock_aws():
        voice = media.put("voice.ogg", b"OggS" + bytes(30_000), "audio/ogg; codecs=opus")
        photo = media.put("photo.jpg", b"\xff\xd8\xff" + bytes(60_000), "image/jpeg")
        create_table("bench-media")
        store = DynamoDbStore("bench-media")
        counter = RequestCounter(store._client)
        model = OpenAIModel(api_key="sk-bench", model="gpt-bench", base_url=openai_api.url)
        inbound = InboundConverter(store, model, WhaspMediaFetcher("whasp-bench"))
        responder = Responder(
            Memory(store, model),
            RecordingMessenger(),
            ledger=store,
            agent=AGENT,
            system_prompt="Bench.",
            inbound=inbound,
            guard=unguarded(),  # one person's turns back to back: a loop to the guard
        )
        responder.handle(whasp_event("warmup", PHONE))  # reads number replacements once

        def run(label: str, body: Callable[[int], str]) -> None:
            measure(label, body, responder, openai_api, counter)

        def voice_note(i: int) -> str:
            return media_body(f"voice_{i}", "audio", voice, "audio/ogg")

        print(f"bench_media: per turn, mean of {TURNS} (fake OpenAI and media, moto)")
        run("text (baseline)", lambda i: whasp_event(f"text_{i}", PHONE, f"message {i}"))
        run("voice note", voice_note)
        run("photo", lambda i: media_body(f"photo_{i}", "image", photo, "image/jpeg"))
        run("sticker", lambda i: media_body(f"sticker_{i}", "sticker", photo, "image/webp"))
        run("voice note redelivered", voice_note)
    print("  goals: text 1 call and <= 4 requests; voice note / photo 1 extra call and")
    print("         1 extra read; sticker as text; a redelivery no model call")


if __name__ == "__main__":
    main()
