/**
 * Provides a set of internal helpers for dotenv (not for external use).
 */
package io.github.cdimascio.dotenv.internal;
