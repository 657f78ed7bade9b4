/**
 * A fake OpenAI-compatible server for tests (node:http on a free port): answers
 * POST /v1/chat/completions with whatever the test's `reply` returns (JSON content, garbage or
 * an HTTP error) and GET /v1/models with `models`, and records every request it received. `hold`
 * makes it a slow model: chat requests are recorded at once but answered only when released.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A recorded chat-completion request. */
export interface ReceivedChat {
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

/** What the fake answers to a chat completion. */
export type FakeReply =
  /** A normal completion whose message content is this JSON, serialised. */
  | { json: unknown }
  /** A normal completion whose message content is this text, verbatim. */
  | { content: string }
  /** A raw HTTP answer (status and body as given). */
  | { status: number; body: string };

export interface FakeOpenAi {
  /** Base URL to give the openai client, ending in `/v1`. */
  baseUrl: string;
  chats: ReceivedChat[];
  /** The answer to the next chat completions (set per test). */
  reply: (chat: ReceivedChat) => FakeReply;
  /** Model ids GET /v1/models lists. */
  models: string[];
  /** The concatenated text of every message of the last chat request. */
  lastPrompt(): string;
  /**
   * Holds the answers of chat completions (received from now on, and those already waiting)
   * until the returned function is called, as a model that is slow to answer.
   */
  hold(): () => void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function completion(model: string | undefined, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'fake',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseUrl: '',
    chats: [],
    reply: () => ({ status: 500, body: '{"error":{"message":"no reply set"}}' }),
    models: [],
    lastPrompt() {
      const last = fake.chats.at(-1);
      return (last?.body.messages ?? []).map((message) => message.content).join('\n');
    },
    hold() {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      gate = held;
      return () => {
        if (gate === held) gate = undefined;
        release();
      };
    },
    close: () =>
      new Promise((resolve) => {
        // Held requests would keep the server open: drop their connections.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  let gate: Promise<void> | undefined;
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body);
    };
    if (request.method === 'GET' && request.url === '/v1/models') {
      const data = fake.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' }));
      return send(200, JSON.stringify({ object: 'list', data }));
    }
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return send(404, '{"error":{"message":"not found"}}');
    }
    const chat: ReceivedChat = {
      authorization: request.headers.authorization,
      body: JSON.parse(await readBody(request)),
    };
    fake.chats.push(chat);
    if (gate) await gate;
    const reply = fake.reply(chat);
    if ('status' in reply) return send(reply.status, reply.body);
    const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
    return send(200, JSON.stringify(completion(chat.body.model, content)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  return fake;
}
