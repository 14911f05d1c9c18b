"""The person's wish about how the agent treats them: a fact, not an order.

"Prefiere que el asistente le hable de usted", "They like the bot to be direct",
"Ela quer que o assistente a chame de Bia e não mencione o ex": the agent is named and
directed, as in an order, but what it is asked touches only the person (what to call
them, how formal or brief to be, what to remind them of, which topics to leave alone).
`TREATMENT` finds such a request: the agent (or its modal) followed by a verb of
treatment with the person as its object, or a manner of speaking. `instruction_orders`
cuts it out and reads the rest: the wish stays a fact only if nothing else in the
sentence would make an order (other people's data, the agent's rules, a privilege...).
"""

from __future__ import annotations

import re

from agent_memory.core.instruction_concepts import ADDRESSEE

# the person as the object: "them", "her", Portuguese "a", "o", "lhe", Spanish "le", "la"
_THEM = r"(?:them|him|her|me)"
# what the person is called or how they are addressed (kept short: a name, a title)
_MANNER = (
    r"(?: (?:formally|informally|politely|kindly|gently|patiently|briefly|simply|slowly"
    r"|by (?:their|his|her) (?:first |last )?(?:name|surname|nickname)"
    r"|de (?:voce|usted|tu|senhora?|senora?|dona|don)|por (?:voce|usted|tu|seu nome|su nombre"
    r"|o nome|el nombre|o apelido|su apodo)|com (?:carinho|calma|paciencia|respeito)"
    r"|con (?:carino|calma|paciencia|respeto)|sem (?:formalidade|rodeios)"
    r"|sin (?:formalidad|rodeos)))?"
)
_STYLE = (
    r"(?:direct|brief|short|concise|formal|informal|polite|friendly|gentle|patient|casual"
    r"|warm|cheerful|serious|straightforward|blunt|clear|simple|calm|discreet|to the point"
    r"|diret[oa]|breve|objetiv[oa]|curt[oa]|educad[oa]|simpatic[oa]|gentil|paciente"
    r"|calm[oa]|discret[oa]|clar[oa]|simples|sencill[oa]|direct[oa]|concis[oa]|amable"
    r"|cordial|tranquil[oa])"
)
# the units and currencies the person reads their answers in: "use metric units", "give
# the areas in square metres", "sempre use litros", "dé los precios en euros"
_UNIT = (
    r"(?:metric|imperial|metrico|metrica|square (?:metres|meters|feet)|metros(?: quadrados"
    r"| cuadrados)?|metres|meters|feet|kilometres|kilometers|quilometros|kilometros|miles"
    r"|millas|milhas|litres|liters|litros|gallons|celsius|fahrenheit|kwh|kilowatt-hours"
    r"|euros|dollars|dolares|pounds|libras|reais|pesos(?: \w+)?|the 24-hour clock"
    r"|24-hour time|formato de 24 horas)"
)
_UNITS = (
    rf"(?:use|usar|uses|usa)(?: (?:the|o|el|os|los|as|las))? {_UNIT}(?: (?:units|system))?"
    rf"|(?:give|write|show|quote|state|express|compare|de|dar|informe|informar|escreva|escrever"
    rf"|mostre|mostrar|indique|indicar|escriba|escribir|muestre|compare|comparar)(?:s|d|le)?"
    rf"(?: [\w-]+){{0,3}} (?:in|em|en) {_UNIT}"
)
_EN = (
    rf"{_UNITS}|(?:call|address|greet|remind|nudge|ping|text|message|encourage|congratulate|quiz"
    rf"|speak to|talk to|write to|reply to|answer|check (?:on|in with)|treat)(?:s|ed|ing)?"
    rf" {_THEM}"
    r"(?: (?:of|about|to|as|by|with|every|each))?"
    rf"|be (?:more |very |extra |always )?{_STYLE}"
    r"|(?:skip|avoid|cut) (?:the )?(?:small talk|pleasantries|chit-chat|jargon|emojis|greetings"
    r"|formalities|intros?|introductions|long (?:messages|answers|texts))"
    r"|get (?:straight )?to the point|tell(?:s|ing)? (?:them|him|her|me) (?:when|if|whether"
    r"|about (?:their|his|her)|the (?:score|scores|result|results|weather|forecast|news|time"
    r"|date|total|price))"
    r"|remember(?:s|ing)? (?:their|his|her|that (?:they|he|she))"
    r"|keep (?:it|(?:its |the |their )?(?:answers|replies|messages|texts)) (?:short|brief"
    r"|simple|light)"
    r"|use (?:their|his|her) (?:first |last )?(?:name|surname|nickname|pronouns)"
    r"|use (?:simple|plain|short|formal|informal) (?:words|language|sentences|messages)"
    r"|use (?:more |fewer |no )?emojis"
    r"|(?:(?:not|never|avoid) (?:to )?)?(?:mention\w*|bring\w* up|talk\w* about|ask\w* about"
    r"|discuss\w*|joke about)"
    r"|(?:send|text|write)(?:s|ing)? (?:them |him |her )?(?:messages|texts|reminders|updates)"
    # what is theirs, kept or kept back: "keep her shopping list", "not share his messages"
    r"|(?:keep|save|store|track|read)(?:s|ing)? (?:their|his|her|it|them)(?: back)?"
    r"|(?:not|never) (?:to )?(?:share|show|forward|pass|give|reveal)(?:s|ing)? (?:their|his|her)"
    r"(?: \w+){1,2} (?:with|to) (?:anyone|anybody|others|other people|nobody)"
    # what it does for them: "send them the menu", "answer in bullet points", "confirm the
    # total before they pay" (what is sent or confirmed stays in the rest, and is read)
    r"|(?:just|simply|only|straight) (?:answer|reply|respond)"
    rf"|send(?:s|ing)? {_THEM}|send(?:s|ing)? (?:the|their|her|his) (?:receipt|invoice|bill|menu"
    r"|ticket|confirmation|reminder|tracking link)"
    rf"|(?:answer|reply|respond|write)(?:s|ing)?(?: to {_THEM})?"
    r" (?:in|with|using)|(?:always )?(?:confirm|double-check|check)(?:s|ing)?"
)
_PT = (
    r"(?:chama-l[oa]|chamar|chame|trata-l[oa]|tratar|trate|lembra-l[oa]|lembrar|lembre"
    r"|avisa-l[oa]|avisar|avise|cumprimenta-l[oa]|cumprimentar|cumprimente|anima-l[oa]"
    r"|animar|anime|avisasse|lembrasse|chamasse|tratasse|cumprimentasse)(?:-(?:l?[oa]|lhe))?"
    r"(?: (?:de|por|sempre|todo dia|todos os dias))?"
    r"|(?:o|a|lhe) (?:chame|trate|lembre|avise|cumprimente|anime|chamar|tratar|lembrar|avisar)"
    r"|(?:falar|fale|conversar|converse) com (?:ele|ela)"
    rf"|(?:ser|seja) (?:mais |bem |sempre )?{_STYLE}"
    r"|(?:nao |nunca |evit\w* )?(?:mencion\w*|fal\w* (?:sobre|de|do|da)|toc\w* no assunto"
    r"|pergunt\w* (?:sobre|de|do|da|pel[oa])|brinc\w* com)"
    r"|(?:mande|mandar|envie|enviar|escreva|escrever)(?: (?:a ela|a ele|para ela|para ele|lhe))?"
    r" (?:mensagens|lembretes|avisos)"
    r"|(?:mande|mandar|envie|enviar|mandara|enviara|mandaria|enviaria)(?: (?:a ela|a ele"
    r"|para ela|para ele|lhe))?"
    r"|(?:so|apenas|simplesmente) (?:responda|responder)"
    r"|(?:responda|responder|escreva|escrever)(?: (?:a ela|a ele|para ela|para ele|lhe))?"
    r" (?:em|com|usando)|(?:sempre )?(?:confirm\w*|confer\w*|confira\w*|verifi\w*|revis\w*)"
    r"|(?:guarde|guardar|anote|anotar|leia|ler)(?: (?:a|o|as|os) \w+ (?:dela|dele))?"
    r"|(?:diga|dizer|conte|contar)(?: (?:a ela|a ele|para ela|para ele|lhe))? (?:o placar"
    r"|o resultado|os resultados|a previsao|o tempo|as noticias|o total|o preco)"
    r"|(?:lembre|lembrar) (?:d[ao]s? |que )"
    r"|(?:nao|nunca) (?:compartilhe|mostre|encaminhe|passe|revele)(?: (?:as|os|a|o) \w+"
    r" (?:dela|dele))? com ninguem"
    r"|(?:pule|pular|dispense|dispensar|evite|evitar) (?:os cumprimentos|as formalidades"
    r"|a conversa fiada|o papo furado|as saudacoes)|(?:va|ir) direto ao (?:assunto|ponto)"
    r"|(?:use|usar|evite|evitar) (?:emojis|o (?:nome|apelido) dela|o (?:nome|apelido) dele"
    r"|linguagem simples|mensagens curtas)"
)
_ES = (
    r"(?:le|la|lo|les) (?:llame|trate|recuerde|recuerda|avise|salude|hable|escriba|tutee"
    r"|anime|felicite|llamara|tratara|recordara|avisara|hablara|escribiera)"
    r"|(?:llamar|tratar|recordar|avisar|saludar|hablar|escribir|tutear|animar|felicitar)"
    r"(?:le|la|lo|les)"
    r"|(?:llame|trate|recuerde|avise|salude|hable|escriba|tutee)(?:le|la|lo|les)"
    rf"|(?:ser|sea) (?:mas |muy |siempre )?{_STYLE}"
    r"|(?:no |nunca |evit\w* )?(?:le |la |lo )?(?:mencion\w*|habl\w* (?:de|del|sobre)"
    r"|sac\w* el tema"
    r"|toqu\w* el tema|pregunt\w* (?:por|sobre|de|del)|bromee con)"
    r"|(?:le )?(?:mande|mandar|envie|enviar|escriba|escribir) (?:mensajes|recordatorios|avisos)"
    r"|(?:le|les) (?:mande|envie|mandara|enviara)|(?:mandar|enviar)(?:le|les)"
    r"|(?:enviara|mandara|enviaria|mandaria) (?:el|la|su|sus) (?:recibo|factura|menu|ticket"
    r"|entrada|confirmacion|recordatorio)"
    r"|(?:solo|simplemente) (?:responda|responder|conteste)"
    r"|(?:le )?(?:responda|responder|conteste|contestar|escriba|escribir) (?:en|con|usando)"
    r"|(?:siempre )?(?:confirm\w*|comprueb\w*|comprob\w*|verifi\w*|revis\w*)"
    r"|(?:guarde|guardar|anote|anotar)(?: su \w+)?|(?:se la|se lo|se las|se los) lea"
    r"|(?:(?:le|les) (?:diga|cuente|dijera|contara)|(?:decir|contar)(?:le|les)) (?:el marcador"
    r"|el resultado|los resultados|el pronostico|el tiempo|las noticias|el total|el precio)"
    r"|(?:recuerde|recordar) (?:su|sus|que)\b"
    r"|(?:no|nunca) (?:comparta|muestre|reenvie|pase|revele)(?: (?:sus|su) \w+)? con nadie"
    r"|(?:se salte|saltarse|salte|omita|omitir|evite|evitar) (?:los saludos|las formalidades"
    r"|la charla)|(?:vaya|ir) al grano"
    r"|(?:use|usar|evite|evitar) (?:emojis|su (?:nombre|apodo)|lenguaje sencillo"
    r"|mensajes cortos)"
)
_LINK = (
    r"(?: (?:to|should|must|would|will|can|could|que|para|deve|deveria|debe|deberia|sempre"
    r"|siempre|always|never|nunca|not|nao|no|also|tambem|tambien|only|so|solo|a|ao|al|de|en"
    r"|it|confirmed|confirmou|confirmo|said|disse|dijo|vai|va"
    # a leave: "dice que el asistente puede tutearla"
    r"|may|pode|podem|puede|pueden"
    # it stops, or gives its word: "deje de llamarla", "agreed to use her nickname"
    r"|stop|stops|stopped|quit|pare|para|parar|deixe|deixar|deje|dejar|deja|agreed|accepted"
    r"|promised|offered|aceitou|concordou|prometeu|topou|combinou|acepto|prometio|acordo"
    r"|accedio)){0,4}"
)
_ONE = rf"(?:{_EN}|{_PT}|{_ES}){_MANNER}"
# the agent, or a wish that points back at it ("wants it to", "quiere que"); then, past
# its modal or link, one treatment or several (TREATMENT)
_ANCHOR = (
    rf"(?:{ADDRESSEE.pattern}|\b(?:wants?|wanted|would like|prefers?|asked|wish(?:es)?) it"
    r"|\b(?:quer|queria|prefere|pediu|quiere|prefiere|pidio) que(?: ele| el)?)"
)
TREATMENT = re.compile(
    rf"(?:{_ANCHOR}){_LINK} {_ONE}(?:(?: [\w'-]+){{0,5}}?,? (?:and|e|y|or|ou|o|but|mas|pero)"
    rf"{_LINK} {_ONE})*"
)


def without_treatment(folded: str) -> str | None:
    """`folded` with each request of how the agent treats the person cut out, or None
    when there is none."""
    cut = TREATMENT.sub(" ", folded)
    return None if cut == folded else re.sub(r"\s+", " ", cut).strip()
