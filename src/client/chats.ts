// The client's chats and projects: one group of the Tollgate class's methods. The groups extend one
// another in a line, from ClientBase (http.ts, the HTTP machinery) to Tollgate (tollgate.ts).
import { ClientBase, encodedPath } from './http.js';
import type { Chat, CreateChatInput, CreateProjectInput, Page, PageOptions, PostOptions, Project } from './types.js';

export abstract class ChatMethods extends ClientBase {
  // Chats
  addChat(input: CreateChatInput, options?: PostOptions): Promise<Chat> {
    return this.http.post('/chats', input, options);
  }
  listChats(options: PageOptions = {}): Promise<Page<Chat>> {
    return this.http.page('/chats', options);
  }
  getChat(chatId: number | string): Promise<Chat> {
    return this.http.result('GET', encodedPath`/chats/${chatId}`);
  }
  renameChat(chatId: number | string, chat_name: string): Promise<Chat> {
    return this.http.result('PATCH', encodedPath`/chats/${chatId}`, { body: { chat_name } });
  }
  removeChat(chatId: number | string): Promise<Chat> {
    return this.http.result('DELETE', encodedPath`/chats/${chatId}`);
  }

  // Projects
  createProject(input: CreateProjectInput, options?: PostOptions): Promise<Project> {
    return this.http.post('/projects', input, options);
  }
  listProjects(options: PageOptions = {}): Promise<Page<Project>> {
    return this.http.page('/projects', options);
  }
  getProject(projectId: number | string): Promise<Project> {
    return this.http.result('GET', encodedPath`/projects/${projectId}`);
  }
}
