/**
 * The chat widget's texts in every language, apart from the rest of the messages so the widget's
 * island brings only these few (the full message files weigh about 30 KB each). Each language's
 * message file points its `chatWidget` section here, at its own constant: a plain name, which the
 * bundler drops with the unused message files, where `CHAT_WIDGET_MESSAGES.en` (a property read)
 * would be kept and load these texts with every island that formats a message.
 * `{name}` marks a value filled in by `format()`.
 */
import type { Locale } from '../locales.ts';

export interface ChatWidgetMessages {
  /** The launcher's name, and what it does: opens the assistant. */
  open: string;
  /** The panel's heading (the dialog's name). */
  title: string;
  /**
   * Any failure: network, server error, timeout, unreadable answer. In English exactly
   * "Sorry, there was an error. Please try again."
   */
  error: string;
  /** The panel's close button (Escape does the same). */
  close: string;
  /** Empties the conversation (kept for this tab only). */
  clear: string;
  /** Said once the conversation has been cleared. */
  cleared: string;
  /** The text field's label. */
  fieldLabel: string;
  /** The text field's placeholder: what one can ask about. */
  placeholder: string;
  /** Sends the question. */
  send: string;
  /** Stops the answer being written. */
  stop: string;
  /** Shown beside the field near the length limit. */
  charactersLeft: string;
  /** Heads the list of pages an answer comes from. */
  sources: string;
  /** Under the panel: where answers come from, and that they are not medical advice. */
  disclaimer: string;
  /** The first line of an empty conversation. */
  welcome: string;
  /** Names the suggested questions. */
  suggestionsLabel: string;
  /** Three questions a visitor might ask; choosing one sends it. */
  suggestions: readonly [string, string, string];
  /** Before each of the visitor's messages, for screen readers. */
  you: string;
  /** Before each answer, for screen readers. */
  assistant: string;
  /** Status while waiting for the first words of an answer. */
  thinking: string;
  /** Status while an answer is being written. */
  answering: string;
  /** Marks an answer the visitor stopped; also said when it stops. */
  stopped: string;
}

export const CHAT_WIDGET_EN: ChatWidgetMessages = {
  open: 'Ask a question',
  title: 'Vibra assistant',
  error: 'Sorry, there was an error. Please try again.',
  close: 'Close the assistant',
  clear: 'Clear conversation',
  cleared: 'Conversation cleared.',
  fieldLabel: 'Your question',
  placeholder: 'Ask about chakras, energy, readings…',
  send: 'Send',
  stop: 'Stop',
  charactersLeft: 'Characters left: {count}',
  sources: 'Sources',
  disclaimer: 'Answers come from this site’s pages and are not medical advice.',
  welcome: 'Hello! Ask me about anything this site covers: chakras, energy cleansing, readings, meditation.',
  suggestionsLabel: 'Suggested questions',
  suggestions: [
    'How can I balance my chakras?',
    'How does an energy reading work?',
    'Does a session replace medical treatment?',
  ],
  you: 'You',
  assistant: 'Assistant',
  thinking: 'Looking for an answer…',
  answering: 'Writing the answer…',
  stopped: 'Answer stopped',
};

export const CHAT_WIDGET_PT: ChatWidgetMessages = {
  open: 'Faça uma pergunta',
  title: 'Assistente da Vibra',
  error: 'Desculpe, ocorreu um erro. Tente novamente.',
  close: 'Fechar o assistente',
  clear: 'Limpar conversa',
  cleared: 'Conversa apagada.',
  fieldLabel: 'Sua pergunta',
  placeholder: 'Pergunte sobre chakras, energia, leituras…',
  send: 'Enviar',
  stop: 'Parar',
  charactersLeft: 'Caracteres restantes: {count}',
  sources: 'Fontes',
  disclaimer: 'As respostas vêm das páginas deste site e não são orientação médica.',
  welcome: 'Olá! Pergunte o que quiser sobre os temas do site: chakras, limpeza energética, leituras, meditação.',
  suggestionsLabel: 'Sugestões de perguntas',
  suggestions: [
    'Como equilibrar meus chakras?',
    'Como funciona uma leitura energética?',
    'Uma sessão substitui o tratamento médico?',
  ],
  you: 'Você',
  assistant: 'Assistente',
  thinking: 'Procurando uma resposta…',
  answering: 'Escrevendo a resposta…',
  stopped: 'Resposta interrompida',
};

export const CHAT_WIDGET_ES: ChatWidgetMessages = {
  open: 'Haz una pregunta',
  title: 'Asistente de Vibra',
  error: 'Lo siento, se produjo un error. Por favor, inténtalo de nuevo.',
  close: 'Cerrar el asistente',
  clear: 'Borrar la conversación',
  cleared: 'Conversación borrada.',
  fieldLabel: 'Tu pregunta',
  placeholder: 'Pregunta sobre chakras, energía, lecturas…',
  send: 'Enviar',
  stop: 'Detener',
  charactersLeft: 'Caracteres restantes: {count}',
  sources: 'Fuentes',
  disclaimer: 'Las respuestas provienen de las páginas de este sitio y no son consejo médico.',
  welcome:
    '¡Hola! Pregúntame lo que quieras sobre los temas del sitio: chakras, limpieza energética, lecturas, meditación.',
  suggestionsLabel: 'Preguntas sugeridas',
  suggestions: [
    '¿Cómo puedo equilibrar mis chakras?',
    '¿Cómo funciona una lectura energética?',
    '¿Una sesión sustituye al tratamiento médico?',
  ],
  you: 'Tú',
  assistant: 'Asistente',
  thinking: 'Buscando una respuesta…',
  answering: 'Escribiendo la respuesta…',
  stopped: 'Respuesta detenida',
};

export const CHAT_WIDGET_IT: ChatWidgetMessages = {
  open: 'Fai una domanda',
  title: 'Assistente di Vibra',
  error: 'Scusa, si è verificato un errore. Riprova.',
  close: 'Chiudi l’assistente',
  clear: 'Cancella la conversazione',
  cleared: 'Conversazione cancellata.',
  fieldLabel: 'La tua domanda',
  placeholder: 'Chiedi di chakra, energia, letture…',
  send: 'Invia',
  stop: 'Interrompi',
  charactersLeft: 'Caratteri rimanenti: {count}',
  sources: 'Fonti',
  disclaimer: 'Le risposte provengono dalle pagine di questo sito e non sono un consiglio medico.',
  welcome: 'Ciao! Chiedimi quello che vuoi sui temi del sito: chakra, pulizia energetica, letture, meditazione.',
  suggestionsLabel: 'Domande suggerite',
  suggestions: [
    'Come posso riequilibrare i miei chakra?',
    'Come funziona una lettura energetica?',
    'Una seduta sostituisce le cure mediche?',
  ],
  you: 'Tu',
  assistant: 'Assistente',
  thinking: 'Sto cercando una risposta…',
  answering: 'Sto scrivendo la risposta…',
  stopped: 'Risposta interrotta',
};

/** Every language's chat widget texts. */
export const CHAT_WIDGET_MESSAGES: Record<Locale, ChatWidgetMessages> = {
  en: CHAT_WIDGET_EN,
  pt: CHAT_WIDGET_PT,
  es: CHAT_WIDGET_ES,
  it: CHAT_WIDGET_IT,
};
