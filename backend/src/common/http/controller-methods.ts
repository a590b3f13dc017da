import { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

export interface ControllerMethod {
  controller: Type;
  name: string;
  handler: object;
}

/** Every method of every controller the app mounted (its routes' handlers among them). */
export function controllerMethods(app: INestApplication): ControllerMethod[] {
  const methods: ControllerMethod[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        if (name === 'constructor') continue;
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler === 'function') methods.push({ controller, name, handler });
      }
    }
  }
  return methods;
}
