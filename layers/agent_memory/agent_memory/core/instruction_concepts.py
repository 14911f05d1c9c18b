"""What a sentence is about, in concepts: the agent, its configuration, what it holds,
a privilege over it, other people's data.

A fact that compaction writes describes a person in the third person ("They work as a
system administrator", "Siempre olvida las llaves"). An order to the agent has another
structure: someone addressed (the assistant, the bot, "you"), the agent's behaviour or
configuration as its object (reply, reveal, obey; its rules, its prompt, its memory),
or a privilege over the agent (an owner, an administrator, with access to what the
agent holds). Each concept is a small lexicon in English, Portuguese and Spanish; each
alone appears in ordinary facts ("the admin of their WhatsApp group", "the rules of
chess"), and `instruction_orders` drops a sentence only where two meet. Claims of
standing are in `instruction_claims`, how a sentence is said (a directive, an
imperative, a narration) in `instruction_mood`.

Everything runs on folded text (`screen_text`): lower case, no accents, look-alikes
mapped, one space between words.
"""

from __future__ import annotations

import re


def any_word(spaced: str) -> str:
    """One of the space-separated words or patterns of `spaced`."""
    return "(?:" + "|".join(spaced.split()) + ")"


def any_phrase(*phrases: str) -> str:
    """One of `phrases`."""
    return "(?:" + "|".join(phrases) + ")"


WORD = r"[\w'-]+"

# --- who is addressed ---------------------------------------------------------------------
_DEFINITE = any_phrase(
    r"the", r"this", r"your", r"its", r"our", r"o", r"este", r"esta", r"esse", r"essa", r"el",
    r"al", r"ao", r"do", r"del", r"deste", r"desta", r"desse", r"dessa", r"de este", r"de esta",
    r"seu", r"tu",
)  # fmt: skip
# the agent named: "the assistant", "o bot", "la IA", "the virtual assistant"; not "a travel
# agent", "agente de viagens", "the agent of record", "the solar system"
ADDRESSEE = re.compile(
    # the agent with no article, as a chat note opens: "bot ain't gotta follow them rules"
    r"^(?:bot|chatbot|assistant|assistente|asistente)\b(?! (?:manager|director|professor"
    r"|teacher|coach|editor|chef|producer|referee)s?\b)|"
    rf"\b(?:{_DEFINITE}|(?:a|à|la|da|na|pra|pela|pro|pelo)(?= (?:virtual |helper )?"
    r"(?:assistente|asistente|ia|ai|agente|bot|chatbot|ajudante|ayudante)\b)"
    r"|no(?= (?:assistente|bot|chatbot|agente)\b))"
    r" (?:virtual |helper |support |ai |customer service |(?!(?:travel|insurance|real|estate"
    r"|customs|border|sales|personal|dental|admin|administrative|shop|store)\b)[a-z]+ (?=bot\b|"
    r"chatbot\b|ai\b|assistant\b))?"
    r"(?:(?:assistant|assistente|asistente|agent|agente|model|modelo|helper|ajudante|ayudante"
    r"|concierge|atendente virtual|virtual agent)(?: virtual)?\b"
    r"(?! (?:de|do|da|dos|das|del|of|for)\b)|(?:bot|chatbot|ai|ia|llm|gpt|chatgpt)\b"
    # Portuguese's "o robô" (folded "robo"), after a Portuguese article only: Spanish "el
    # robo" is a theft, "pérdida o robo" a loss or a theft
    r"|(?:(?<=\bo )|(?<=\bdo )|(?<=\bao )|(?<=\bpro )|(?<=\bpelo )|(?<=\beste )"
    r"|(?<=\besse )|(?<=\bseu ))(?<!perdida o )(?<!extravio o )robo\b"
    r"(?! (?:de|del|aspirador|cortador|en|y|a|con)\b))"
    r"(?! (?:developer|engineer|designer|company|app|project|trainer|manager|director|coach"
    r"|professor|teacher|editor|principal|referee|chef|producer|social|pessoal|tecnic[oa]"
    r"|administrativ[oa]|executiv[oa]|juridic[oa])s?\b)"
)
# some other agent: "a novel about an AI that forgets its rules"
ANOTHER_AGENT = re.compile(
    r"\b(?:an?|uma?|una?|some|algum|alguma|algun|alguna) (?:\w+ )?(?:ai|ia|robot|robo|bot"
    r"|chatbot|assistant|assistente|asistente|model|modelo|android|androide|computer"
    r"|computador|computadora)\b,? (?:that|which|who|que|qui)\b"
)
# the second person: a fact is about them, never to "you"
SECOND_PERSON = re.compile(
    r"(?<!thank )\b(?:you|your|yours|yourself|yourselves|voce|voces|vc|contigo|tu|tus|tuyo|tuya"
    r"|usted|ustedes)\b|\b(?:a|para|por|traves de|sin|contra) ti\b"
    r"|(?<!\bel )(?<!\bun )(?<!\bde )(?<!\bdel )(?<!\bmi )(?<!\bsu )\bte (?!(?:verde|negro"
    r"|de|con|helado|matcha|chai)\b)\w+"
    r"|\b(?:eres|estas|tienes|puedes|dices|haces|sigues|muestras|debes|sabes|quieres"
    r"|necesitas|vas|has recibido"
    r"|recibiste|dijiste|empezaste|comenzaste|configuraste|seras|podras|deberas|tendras)\b"
    r"|\b(?:que|no|nunca|jamas|ni|circunstancia|caso) (?:le |les |me |lo |la |se )?"
    r"(?:ignor|revel|olvid|filtr"
    r"|ocult|escond|muestr|cuent|dig|respond|conteste|sig|obedezc|rechac|neg|apliqu|compart"
    r"|hag|pong|dej|salt|omit|borr|envi|mand|pas|des|dej|cambi|aprueb|acept)\w*(?:es|as)\b"
)

# --- the agent's behaviour, as the object of the sentence -----------------------------------
_BEHAVIOUR_STEMS = any_word(
    # English; a stem only where no everyday noun shares it ("shower", "password", "Grant")
    "answer\\w* reply replies replied replying respond\\w* reveal\\w* disclos\\w* share shares"
    " shared sharing show shows showed shown showing send\\w* forward\\w* hand hands handed"
    " handing pass passes passed passing provide provides provided providing print\\w*"
    " output\\w* quot\\w* recit\\w* repeat\\w* obey\\w* comply complies complied complying"
    " ignor\\w* forget\\w* disregard\\w* overrid\\w* bypass\\w* skip\\w* omit\\w* refus\\w* deny"
    " denies denied declin\\w* reject\\w* approv\\w* grant grants granted granting waiv\\w*"
    " dispens\\w* perdon\\w* unlock\\w* hide hides hid hidden hiding mention\\w* behav\\w*"
    " pretend\\w* agree\\w* export\\w* dump\\w* leak\\w* expose exposes exposed exposing"
    " reconfigur\\w* disabl\\w* trust\\w* treat treats treated treating tell\\w* told giv\\w*"
    " gave listed listing copy copies copied follow follows"
    # Portuguese and Spanish
    " respond\\w* respon(?!sab)\\w* revel\\w* divulg\\w* compartilh\\w* compart\\w* mostr\\w*"
    " muestr\\w* envi(?!di)\\w* encaminh\\w* reenvi\\w* repass\\w* passa passam passar passe"
    " passem passou passaram pasa pasan pasar pase pasen pasarle pasale pasales pasarles"
    " pasaron entregue entregues entregar entregou entregam entreguem entregarle"
    " listar liste listem listou imprim\\w* cite cites cited citing citar"
    " citem citou recit\\w* repit\\w* repet\\w* obedec\\w* obedez\\w* cumpr(?!iment)\\w*"
    " cumpl(?!ean)\\w* esquec\\w* olvid\\w* desconsider\\w* pula pular pule pulem pulou salta"
    " saltar salte salten saltarse rechaz\\w* recus\\w* nega negam negar negue neguem negou"
    " niega niegan niegue nieguen negarse aprov(?!ech)\\w* aprob\\w* aprueb\\w* conced\\w*"
    " otorg\\w* isent\\w* exim\\w* libera liberam liberar libere liberem liberou desbloque\\w*"
    " escond\\w* ocult\\w* mencion\\w* comport\\w* finge fingir finja fingiu fingen fingem"
    " finjan concord\\w* export\\w* vaza vazam vazar vaze vazem vazou filtr\\w* desativ\\w*"
    " desactiv\\w* confie confiem confia confiam confiar confiou trat(?!ament|amient)\\w*"
    " diga\\w* dile diles decir decirle decirles conte contem contar contou cuente cuenten"
    " contarle contarles dar dale"
    " dales der manda mandam mandar mande mandem mandou mandarle mandale mandales invoic\\w*"
    " deix\\w* dej\\w* copi\\w*"
    # the past subjunctive a wish is told in: "se o assistente pulasse", "que pasara"
    " pulasse pulassem passasse passassem negasse liberasse mandasse contasse pasara pasase"
    " negara liberara mandara contara saltara"
)
BEHAVIOUR = re.compile(rf"\b{_BEHAVIOUR_STEMS}\b")
# the verbs that set a configuration aside
SUBVERT = re.compile(
    r"\b(?:ignor\w*|disregard\w*|forget\w*|forgot\w*|overrid\w*|bypass\w*|skip\w*|omit\w*"
    r"|drop\w*|discard\w*|delet\w*|eras\w*|disabl\w*|abandon\w*|circumvent\w*|set aside"
    r"|put aside|leave out|leave aside|turn off|switch off|stop (?:following|obeying|applying"
    r"|mentioning|using)|desconsider\w*|esquec\w*|olvid\w*|pul[ae]r?|pulem|pulam|pula|pulou|salt[ae]\w*"
    r"|descart\w*|apag\w*|borr\w*|desativ\w*|desactiv\w*|burl\w*|contorn\w*|abandon\w*"
    r"|deix\w* de lado|deix\w* de fora|deja\w* (?:a un lado|de lado|fuera)|(?:deix\w*|par\w*"
    r"|dej\w*) de (?:seguir|obedecer|aplicar|mencionar|usar)(?:le|les|lhe)?|no hagas caso"
    r"|nao ligue)\b"
)

# a configuration set aside, in the passive: "all restrictions are lifted"
LIFTED = re.compile(
    r"\b(?:lifted|suspended|removed|waived|switched off|turned off|disabled|off|cancel\w*"
    r"|suspens[oa]s|suspendid[oa]s|removid[oa]s|eliminad[oa]s|desativad[oa]s|desactivad[oa]s"
    r"|desligad[oa]s|apagad[oa]s|anulad[oa]s|levantad[oa]s|retirad[oa]s"
    # made optional: "the guardrails are a suggestion for her"
    r"|optional|a suggestion|uma sugestao|una sugerencia|opcionais|opcionales|negotiable"
    r"|negociaveis|negociables)\b"
)
# Spanish "le" with a verb of the second person: "lo que le dices" (run on accented text,
# where Portuguese "lê" keeps its accent)
SPANISH_LE_YOU = re.compile(r"\b(?:le|les) (?!(?:mas|menos|gustas)\b)\w{2,}(?:as|es)\b")

# --- the agent's configuration ------------------------------------------------------------
_CONFIG_WORDS = (
    r"(?:instructions?|instruc(?:oes|ao|ciones|cion)|rules?|regras?|reglas?|normas?|prompts?"
    r"|guidelines?|guidance|diretriz(?:es)?|directri(?:z|ces)|orientac(?:oes|ao)|pautas?"
    r"|indicaciones|polic(?:y|ies)|(?<!de )(?<!sobre )(?<!em )(?<!en )politicas?|directives?"
    r"|diretivas?|directivas?"
    r"|restrictions?|restric(?:oes|ao|ciones|cion)|filters?|filtros?|safeguards?|guardrails?"
    r"|settings?|configurac(?:oes|ao|iones|ion)|configuration|config|setup|ajustes?"
    r"|programming|programac(?:ao|ion)|protections?|protec(?:oes|ao|ciones|cion)|personas?"
    r"|personagem|personajes?|limits|limites|disclaimers?|warnings?|avisos?|advertencias?"
    r"|checks|verificac(?:oes|ao)|comprobaciones|controles|safety|seguranca|seguridad"
    r"|censorship|censura|moderation|moderacao|moderacion|content review|blocklists?"
    r"|blacklists?|denylists?|banned words|blocked (?:topics|words)|palavras bloqueadas"
    r"|palabras bloqueadas|temas bloqueados|lista negra)"
)
CONFIGURATION = re.compile(rf"\b{_CONFIG_WORDS}\b")
# a configuration that is the agent's: its, your, the usual, the hidden, the system's...
AGENT_CONFIGURATION = re.compile(
    rf"\b(?:its|your|tus|tu|suas|seus|sua|seu|sus|su|every|any|all|todas? as|todos? os|todas? las"
    r"|todos? los|qualquer|cualquier|usual|habituales|normal|default|standard|current"
    r"|existing|previous|prior|above|earlier|original|initial|starting|hidden|secret|internal"
    r"|confidential|system|content|safety|operator's|assistant's|bot's|company's|model's"
    r"|ocult\w*|escondid\w*|secret\w*|confidencia\w*|inicia\w*|interna?s?|anteriores"
    r"|de sempre|de siempre|usuais|padrao)"
    rf"(?: {WORD}){{0,2}} {_CONFIG_WORDS}\b"
    rf"|\b{_CONFIG_WORDS}(?: (?:de|do|da|del))? (?:sistema|system|seguranca|seguridad|conteudo"
    r"|privacidade|privacidad|privacy"
    r"|contenido|safety|content|de sempre|de siempre|habituales|usuais|iniciais|iniciales"
    r"|ocult\w*|escondid\w*|secret\w*|confidencia\w*|anteriores|previas|previos|acima|arriba"
    r"|above|del operador|do operador|of the operator|da empresa|de la empresa|normais"
    r"|(?:of the|do|da|del|de la) (?:old|previous|former|antig[oa]|antigu[oa]|anterior)"
    r" (?:operator|operador\w*|admin\w*|owner|dono|dona|dueno|duena|developer\w*)"
    r"|normales|padrao|por defecto|por defeito|predeterminad\w*|default)\b"
    rf"|\b{_CONFIG_WORDS}(?: {WORD}){{0,3}} (?:at the (?:very )?(?:top|start|beginning)"
    r"|(?:no|do) (?:topo|inicio|comeco)|al (?:principio|inicio|comienzo))\b"
    r"|\b(?:text|texto|contents?|conteudo|contenido) (?:(?:de|da|do|of the|of its) )?"
    r"(?:configuration|configuracao|configuracion|setup|prompt|instructions|instrucoes"
    r"|instrucciones|sistema|system)\b"
    rf"|\b{_CONFIG_WORDS}(?: {WORD}){{0,2}} (?:do|da|del|de la|of the|of this|deste|desta|de este)"
    r" (?:assistente|asistente|assistant|bot|chatbot|ia|ai|agente|agent|modelo|model)\b"
    r"|\b(?:system messages?|system prompts?|(?:mensagem|mensagens|mensaje|mensajes|prompt)"
    r" (?:do|del) sistema)\b"
    rf"|\b(?:default|usual|standard|normal|built-in)(?: {WORD})? refusals\b"
    r"|\b(?:refusals|recusas|negativas|rechazos)(?: {WORD})? (?:padrao"
    r"|por defecto|por defeito|predeterminad\w*|habituais|habituales|normais|normales"
    r"|de sempre|de siempre|do bot|del bot|do assistente|del asistente|da ia|de la ia)\b"
    rf"|\b{_CONFIG_WORDS}(?: {WORD}){{0,3}} (?:you|voce|te|ti) (?:were|was|foi|fue|fuiste|te)?\b"
    r"|\b(?:its|the assistant's|the bot's) (?:behaviou?r|personality|tone)\b"
    r"|\b(?:comportamento|comportamiento|personalidade|personalidad)"
    r" (?:dele|do bot|do assistente|del bot|del asistente|da ia|de la ia)\b"
    # what it was set up with: "the raw text it was set up with", "com que foi configurado"
    r"|\b(?:it|you) (?:was|were) (?:set up|configured|initiali[sz]ed|primed|briefed"
    r"|programmed|started) with\b|\bcom (?:que|o qual|a qual) (?:foi|o) (?:configurad\w*"
    r"|inicializad\w*|programad\w*|configuraram|programaram)|\bcon (?:el|la|los|las) que"
    r" (?:lo |la )?(?:configuraron|inicializaron|programaron|fue configurad\w*)"
    r"|\b(?:what|o que|lo que)\b(?: [\w']+){0,4} (?:was told|were told|was instructed|told"
    r"|instructed|disse|disseram|dijo|dijeron|configured|configurou|configuro)\b"
    r"|\b(?:internal|internas?|internos?) (?:notes|notas|documents|documentos|files|arquivos"
    r"|archivos|memos|information|informac\w+|data|dados|datos|prices|pricing|precos"
    r"|precios)\b|\b(?:notes|notas|documentos|documents|informac\w+|dados|datos|precos"
    r"|precios) (?:internas?|internos?)\b"
    rf"|\b{_CONFIG_WORDS}(?: that| que)? (?:the|o|el|la|a) (?:assistant|assistente|asistente"
    r"|bot|ai|ia|model|modelo|agent|agente) (?:was given|got|received|recebeu|recibio)\b"
    rf"|\b(?:configured|configurad[oa]s?|configuraron|configuraste)\b"
    r"|\b(?:you|voce) (?:started|began|comecou|recebeu)\b|\b(?:empezaste|recibiste)\b"
)
# rules named by a quantifier only: "every rule", "todas as regras"
QUANTIFIED_RULES = re.compile(
    r"\b(?:every|all|any|todas? as|todos? os|todas? las|todos? los|qualquer|cualquier)"
    rf"(?: {WORD})? (?:rules?|regras?|reglas?|normas?)\b(?! (?:de |do |da |del |of )?"
    r"(?:sistema|system|seguranca|seguridad|safety|security|content|conteudo|contenido"
    r"|privac\w*)\b)"
)
# a configuration of something else: "the rules of chess", "as instruções da bula"
OTHER_RULES = re.compile(
    rf"\b{_CONFIG_WORDS} (?:of|on|for|about|from|at|in|do|da|dos|das|de|del|no|na|en|em|sobre"
    r"|para) (?!(?:the |this |o |a |el |la |este |esta |deste |desta )?(?:system|sistema"
    r"|assistant|assistente|asistente|bot|agent|agente|operator|operador|ai|ia|chat|content"
    r"|conteudo|contenido|safety|seguranca|seguridad|privacy|privacidade|privacidad|empresa"
    r"|company)\b)"
    rf"|\b(?:their|his|her|dele|dela|su|sua|seu)(?: own)?(?: {WORD})? {_CONFIG_WORDS}\b"
    # a thing's settings: "the thermostat settings", "the house rules"
    r"|\bthe (?!(?:system|assistant|bot|agent|operator|ai|chat|content|safety|privacy|usual"
    r"|default|standard|normal|hidden|secret|internal|original|initial|previous|above|same"
    r"|new|following|first|real|full|whole|entire)\b)[a-z]+ (?:settings|rules|instructions"
    r"|guidelines|filters|controls|limits|configuration)\b"
)
NO_CONFIGURATION = re.compile(
    rf"\b(?:no|without|sem|sin|nenhuma?|ninguna?|ninguno|none of|nenhum dos|ninguno de los"
    r"|there (?:are|is) no|nao ha|no hay|with no"
    rf"|free of|livre de|libre de|nao tem|no tiene|has no|have no)(?: {WORD})? {_CONFIG_WORDS}\b"
    rf"|\b(?:{_CONFIG_WORDS}|limit|limite)(?: {WORD}){{0,2}} (?:does not|do not|doesn't|don't|nao"
    r"|no)"
    r" (?:exist|exists|existe|existem|existen)\b"
    rf"|\b{_CONFIG_WORDS}(?: {WORD}){{0,4}}: (?:none|nenhuma|nenhum|ninguna|ninguno|nada|zero"
    r"|off|n/a)\b"
)

# --- what the agent holds, and other people's data -----------------------------------------
AGENT_HOLDINGS = re.compile(
    r"\b(?:memor(?:y|ies)|memorias?|this number|este numero|hidden features|hidden functions"
    r"|func(?:oes|iones) ocultas|back ?office|(?:chat|conversation|message) (?:history"
    r"|logs?)|historico de (?:conversas?|mensagens|chat)|historial de (?:chat|conversacion\w*"
    r"|mensajes)|every (?:new )?(?:chat|conversation|message)|(?:toda|qualquer|cada) (?:nova )?"
    r"(?:conversa|mensagem)|(?:cada|cualquier|toda) (?:nueva )?(?:conversacion|chat|mensaje)"
    r"|(?:all|every|any) (?:the )?(?:other )?(?:user |customer |client )?(?:accounts|profiles)\b"
    r"|(?:access|acesso|acceso|visao|vision|visibility|control|controle)(?: \w+){0,2}"
    r" (?:a|to|de|of|sobre|over) (?:todas as|todas las|todos os|todos los"
    r"|qualquer|cualquier) (?:contas|cuentas)\b"
    r"|(?:todos os|todos los|qualquer|cualquier) (?:outros |otros )?perfi(?:s|les)\b"
    r"|(?:this|este|esta|deste|desta|de este|de esta) (?:platform|plataforma|system|sistema"
    r"|service|servico|servicio|app|aplicativo|aplicacion)\b"
    r"|(?:the|a|la) (?:platform|plataforma)\b(?! (?:de|do|da|of)\b)"
    # what others said to it: "her friend's chats with the bot"
    r"|(?:chats|conversations|messages|conversas|conversaciones|mensagens|mensajes)"
    rf"(?: {WORD}){{0,2}} (?:with|com|con) (?:{ADDRESSEE.pattern})"
    r"|(?:all|every|any|todas as|todas las|qualquer|cualquier|cada) (?:the )?(?:conversations?"
    r"|chats?|conversas?|conversaciones|conversacion|messages|mensagens|mensajes)\b"
    r"|(?:it|que) (?:has|have|tem|tiene) (?:stored|saved|kept|guardad\w*|armazenad\w*"
    r"|almacenad\w*|salv\w*)|(?:stored|saved) in (?:its |your )?memory)"
)
_OTHER_PEOPLE = (
    r"(?:other|others|outros|outras|otros|otras|all|every|any|todos os|todas as|todos los"
    r"|todas las|cualquier|qualquer|cada|los demas|as demais|os demais|demais)"
    rf"(?: {WORD})? (?:users?|customers?|clients?|clientes?|usuari[oa]s?|people|pessoas?"
    r"|personas?|persons?|accounts?|(?<=outras )contas|(?<=otras )cuentas|contacts?|contat\w+"
    r"|contact\w+|members?"
    r"|membros?|miembros?|patients?|pacientes?|subscribers?|assinantes?|suscriptor\w*|callers?"
    r"|senders?|visitors?|buyers?|residents?|morador(?:es|as?)?|vecinos?|tenants?|inquilinos?|guests?"
    r"|hospedes?|huesped(?:es)?|passengers?|passageiros?|pasajeros?|numbers|numeros|chats"
    r"|conversas|conversations|conversaciones|ppl|folks)"
    r"|everyone(?: else)?|everybody(?: else)?|anyone(?: else)?|anybody(?: else)?"
    r"|someone else|somebody else|other people|todo (?:o )?mundo|todo el mundo|outra pessoa"
    r"|cualquiera"
    # "de todos" is everyone's; "de todas as contas" is all the bills
    r"|otra persona|alguem mais|alguien mas|de tod[oa]s(?! (?:as|os|las|los)\b)"
    r"|everyone who|everybody who|todo (?:o )?mundo que|tod[oa]s (?:os|as|los|las) que|quienes"
    r"|(?:a|any|each|every) new (?:user|member|customer|client)|(?:um|qualquer|cada) (?:novo"
    r" (?:usuario|membro|cliente)|(?:usuario|membro|cliente) novo)|(?:un|cualquier|cada)"
    r" (?:nuevo (?:usuario|miembro|cliente)|(?:usuario|miembro|cliente) nuevo)"
    r"|another (?:user|customer|client|member|person|guest|patient)|(?:outr[oa]|otr[oa])"
    r" (?:usuari[oa]|cliente|membro|miembro|pessoa|persona|hospede|huesped|paciente)"
    r"|that (?:user|customer|client|member|person)|(?:desse|dessa|esse|essa|ese|esa|de ese"
    r"|de esa) (?:usuari[oa]|cliente|membro|miembro)|(?:the )?group members|members of the group"
    r"|(?:os )?membros do grupo|(?:los )?miembros del grupo"
    # another one, by a plain noun: "the last guy", "o último cara", "el otro tipo"
    r"|(?:the )?(?:last|previous|other) (?:guy|girl|person|one|dude|lady|man|woman)'?s?"
    r"|(?:o|a|el|la|do|da|del|de la) (?:ultim[oa]|anterior|outr[oa]|otr[oa]) (?:cara|mina|moca"
    r"|pessoa|persona|tipo|tipa|chica|chico|cliente|usuari[oa]|senhora?|senora?)"
    # whoever came before or after them: "the phone number of whoever messaged before them"
    r"|whoever(?: \w+){0,2} (?:before|after)|quem(?: \w+){0,2} (?:antes|depois)"
    r"|quien(?: \w+){0,2} (?:antes|despues)|the (?:previous|last|next) (?:customer|user|caller"
    r"|client|person|patient|guest)s?|(?:(?:o|a|el|la|do|da|del|de la) )?(?:cliente|usuari[oa]"
    r"|paciente|hospede|huesped|pessoa|persona) (?:anterior|seguinte|siguiente)"
)
OTHER_PEOPLE = re.compile(rf"\b(?:{_OTHER_PEOPLE})\b")
# someone of theirs, whose data is theirs to give: "her ex-husband's new address"
_SOMEONE_OF_THEIRS = (
    r"(?:their|his|her|o|a|el|la|su|seu|sua) ex(?:-| )?\w*|(?:their|his|her|su|sus)"
    r" (?:neighbou?rs?|colleagues?|coworkers?)|(?:do|da|de|del) (?:ex-?marido|ex-?mulher"
    r"|ex-?esposa|exmarido|exmujer|exesposo|exesposa|vizinh[oa]s?|vecin[oa]s?|colegas?)"
)
# and, beside a piece of data, any "other" plural: "the private messages of other fans"
_PEOPLE = rf"{_OTHER_PEOPLE}|{_SOMEONE_OF_THEIRS}|(?:other|outros|outras|otros|otras) [a-z]+s\b"
OTHERS_DATA = re.compile(
    rf"\b(?:{_PEOPLE})(?:'s|')?(?: {WORD}){{0,3}} (?:data|dados|datos|records|registros"
    r"|conversations?|conversas?|conversaciones|messages?|mensagens|mensajes|phone numbers"
    r"|numbers|telefones|telefonos|phones|notes|notas|history|historico|historial|orders"
    r"|pedidos|e-?mails|correos|addresses|enderecos|direcciones|files?|arquivos|archivos"
    r"|information|informac\w+|details|detalhes|detalles|chats?|passwords|senhas|contrasenas"
    r"|profiles|perfis|perfiles|fichas?|accounts?|contas?|cuentas?|credentials|contacts"
    r"|contatos|contactos|names|nomes|nombres|bookings?|reservas?|reservations?|address"
    r"|e-?mail|phone number|record|file|profile|location"
    r"|appointments?|agendamentos?|citas?|payments?|pagamentos?|pagos?|purchases?|compras?"
    r"|results|resultados|diagnos\w*|exams?|exames|examenes|salaries|salarios|balances|saldos"
    r"|grades|prescriptions|receitas|recetas|prontuarios|historiales|medical \w+"
    r"|locations?|whereabouts|questions about|perguntas sobre|preguntas sobre|wrote|written"
    r"|escreveram|escribieron|said|say|says|disserem|digam|digan|dizem|dicen"
    r"|disseram|dijeron|left|deixaram|dejaron|sent|send|mandam|envian|contacted|contataram"
    r"|contactaron)\b"
    rf"|\b(?:data|dados|datos|records|registros|conversations?|conversas?|conversacion\w*|convo"
    r"|messages|mensagens|mensajes|history|historico|historial|details|detalhes|detalles"
    r"|numbers|numeros|address|endereco|direccion|e-?mails?|correos?|phone number|record"
    r"|phone|telefone|telefono|number|numero"
    r"|registro|file|ficha|profile|perfil|location|localizacao|ubicacion"
    r"|addresses|enderecos|direcciones|phone numbers|telefones|telefonos|list|lista|files?"
    r"|accounts?|contas?|cuentas?|bookings?|reservas?|reservations?|appointments?|citas?"
    r"|orders|pedidos"
    r"|anotac\w+|apuntes|dado|dato|piece of data|invoices|faturas|facturas|bills|receipts"
    r"|questions|perguntas|preguntas|schedules?|horarios|agendas?|calendars?|calendarios?"
    r"|timetables|appointment times"
    r"|chats?|recibos|results|resultados|diagnos\w*|exams?|exames|examenes|salaries|salarios"
    r"|balances|saldos|grades|prescriptions|receitas|recetas|prontuarios|historiales"
    rf"|fichas?|notes|notas)(?: {WORD}){{0,4}} (?:of|from|about|on|regarding|de|do|dos|das|del"
    r"|sobre|acerca de)"
    rf"(?: (?:the|os|as|los|las))? (?:{_PEOPLE})\b"
    # that other one's: "as conversas desse usuário" (after "outro usuário")
    r"|\b(?:conversations?|conversas?|conversaciones|chats?|messages|mensagens|mensajes|data"
    r"|dados|datos|history|historico|historial) (?:of that|desse|dessa|de ese|de esa)"
    r" (?:user|customer|client|member|usuari[oa]|cliente|membro|miembro)\b"
    # watching them: "spy on the group members"
    r"|\b(?:spy\w*|snoop\w*|eavesdrop\w*|espion\w*|espia\w*|vigi\w*|bisbilhot\w*|fisg\w*)"
    rf"(?: on| a)?(?: (?:the|os|as|los|las))? (?:{_PEOPLE})\b"
    # asking the agent about them: "ask the bot about any resident"
    r"|\b(?:ask|perguntar|pergunta|pergunte|preguntar|pregunta|pregunte)\w*(?: \w+){0,3}"
    rf" (?:about|sobre|por) (?:{_OTHER_PEOPLE})\b"
    # what the agent knows of them: "everything it knows about other people"
    r"|\b(?:knows?|sabe|sabia|has|tem|tiene|holds?|guarda|stored|remembers?|lembra|recuerda)"
    rf"(?: {WORD}){{0,2}} (?:about|on|of|sobre|de|acerca de)(?: (?:the|os|as|los|las))?"
    rf" (?:{_PEOPLE})\b"
    # the customers' database: "the database of clients", "a lista de clientes"
    r"|\b(?:(?:mailing|contact|client|customer|user) (?:list|database|base)|lista de (?:clientes"
    r"|contatos|contactos|usuarios)|(?:planilha|cadastro|fichero) de clientes"
    r"|(?:database|data ?base|base de (?:datos|dados)|banco de dados) (?:of|de|do|da|del)"
    r"(?: the| os| as| los| las)? (?:clients|customers|users|clientes|usuari[oa]s|contacts"
    r"|contatos|contactos))\b"
    r"|\b(?:phone numbers|numbers|telefones|telefonos|contacts|contatos|contactos|addresses"
    r"|enderecos|direcciones|data|dados|datos|conversations|conversas|conversaciones)(?: it| que)?"
    r" (?:has|have|tem|tiene|keeps|guarda) (?:stored|saved|kept|guardad\w*|armazenad\w*"
    r"|almacenad\w*|salv\w*)"
)

# personal data of anyone: "the staff's personal phone numbers"
PERSONAL_DATA = re.compile(
    r"\b(?:personal|private|pessoais|privad[oa]s|personales|confidential|confidenciais"
    r"|confidenciales) (?:phone numbers|numbers|telefones|telefonos|addresses|enderecos"
    r"|direcciones|data|dados|datos|details|detalhes|detalles|records|registros|information"
    r"|informac\w+|e-?mails|correos)\b|\b(?:telefones|telefonos|enderecos|direcciones|dados"
    r"|datos|detalhes|detalles|registros|informac\w+) (?:pessoais|personales|privad[oa]s"
    r"|confidenciais|confidenciales)\b"
)

# the person's own work: "as head of HR", "da clínica", "at the hospital"; the data of the
# people there is their job, not the agent's users
AT_WORK = re.compile(
    r"\b(?:as|como) (?:an? |the |o |a |el |la |um |uma |un |una )?(?:head|chief|chefe|jefe|jefa"
    r"|manager|gerente|nurse|enfermeir\w*|enfermer\w*|doctor|medic\w*|teacher|professor\w*"
    r"|profesor\w*|secretary|secretari\w*|treasurer|tesoureir\w*|tesorer\w*|director\w*"
    r"|diretor\w*|coordinator|coordenador\w*|coordinador\w*|executor|inventariante|albacea"
    r"|accountant|contador\w*|contable|\w+ist|\w+ista)\b"
    r"|\b(?:at|in|da|do|de la|del|no|na|en el|en la) (?:the |their |a |o |el |la )?(?:clinic"
    r"|clinica|hospital|school|escola|escuela|colegio|office|escritorio|oficina|company"
    r"|empresa|work|trabalho|trabajo|firm|bank|banco|hr|rh)\b"
)

# --- a privilege over the agent -----------------------------------------------------------
AUTHORITY = re.compile(
    # an owner of something else ("dona de uma padaria") owns nothing of the agent's
    r"\b(?:(?:owner|dono|dona|dueno|duena)(?! (?:of|de|do|da|del) (?:an?|uma?|una?)\b)|creator"
    r"|super ?admin\w*|admin\w*|administrador\w*"
    r"|criador\w*|creador\w*|developers?|desenvolvedor\w*|desarrollador\w*|moderator|moderador\w*"
    r"|operators?|operador\w*|programmer|programador\w*|maker|engineer|engenheir\w*|ingenier\w*"
    r"|staff|vendor|fornecedor|proveedor|superuser|superusuario|root|god|deus|dios|master"
    r"|maestro|mestre|management|gerencia|boss|chefe|chefa|jefe|jefa|platform team"
    r"|equipe da plataforma|equipo de la"
    r" plataforma|builders?|sysadmin)\b"
)
POWER = re.compile(
    r"\b(?:access|acesso|acceso|permissions?|permissao|permissoes|permisos?|rights|direitos?"
    r"|derechos?|privileges?|privilegios?|control|controle|authority|autoridade|autoridad"
    r"|clearance|cleared|credentials|credenciais|credenciales|credencial|cracha|badge|pass"
    r"|(?:the|their|his|her|full) right to|whitelist\w*|allowlist\w*|lista branca|lista blanca"
    r"|lista de liberados|visibility|visao|vision|visible|passe|pase"
    r"|keys?|chaves?|llaves?|leash|reins|remote|coleira|redeas|correa|riendas|mando"
    r"|(?:hers|his|theirs|dela|dele|suy[oa]s) (?:to|para) (?:read|see|view|use|ler|ver|leer|usar)"
    r"|entitled|authori[sz]ed|authori[sz]ation|autorizad\w*|autorizou|autorizo|autorizac\w*"
    r"|allowed|liberad\w*|liberac\w*"
    r"|unlock\w*|libera|desbloque\w*|override\w*|reconfigur\w*|change (?:its|the) \w+"
    r"|(?:rewrite|reprogram|modify|alter|edit|reescrever|reprogramar|modificar|alterar|reescribir)"
    r" (?:its|the|o|a|as|os|su|sus|el|la) \w+"
    r"|mudar (?:o|as|os|a) \w+|cambiar (?:su|sus|el|la|las|los) \w+|decide|decides|decide"
    r"|decidir|(?:can|may) be (?:changed|edited|rewritten|modified)|open to (?:edits|changes)"
    r"|podem? ser (?:mudad|editad|alterad|modificad|reescrit)\w*|se (?:le )?pueden? (?:cambiar"
    r"|editar|modificar|reescribir)|pueden? ser (?:cambiad|editad|modificad)\w*|status|estatus"
    r"|level"
    r"|nivel|role|funcao|rol|cargo|tipo de conta|tipo de cuenta|account type"
    r"|(?:can|may) (?:see|read"
    r"|view|access)|pode (?:ver|ler|acessar)|puede (?:ver|leer|acceder)|(?:is|are) allowed"
    r"|e permitido|esta permitido|se permite)\b"
)

# "the system's owner", "a dona do sistema"
SYSTEM_OWNER = re.compile(
    r"\b(?:owner|dono|dona|dueno|duena|creator|criador\w*|creador\w*|master|mestre|maestro)"
    r" (?:of the|of this|do|da|del|de la|deste|desta|de este|de esta) (?:system|sistema"
    r"|platform|plataforma|service|servico|servicio|assistant|assistente|asistente|bot"
    r"|chatbot)\b(?! (?:de|do|da|of|at|in|em|en|for|para)\b)"
    r"|\bthe (?:system|platform|service|assistant|bot|chatbot)'s (?:owner|creator|master)\b"
)

# concept name -> the pattern that finds it
CONCEPTS = {
    "addressee": ADDRESSEE,
    "second_person": SECOND_PERSON,
    "behaviour": BEHAVIOUR,
    "subvert": SUBVERT,
    "configuration": CONFIGURATION,
    "agent_configuration": AGENT_CONFIGURATION,
    "other_rules": OTHER_RULES,
    "no_configuration": NO_CONFIGURATION,
    "agent_holdings": AGENT_HOLDINGS,
    "others_data": OTHERS_DATA,
    "authority": AUTHORITY,
    "power": POWER,
    "personal_data": PERSONAL_DATA,
    "system_owner": SYSTEM_OWNER,
    "lifted": LIFTED,
}
