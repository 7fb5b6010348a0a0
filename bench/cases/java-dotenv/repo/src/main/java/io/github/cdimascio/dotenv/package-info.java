/**
 * Provides a system to manage environment variables using a .env file.
 */
package io.github.cdimascio.dotenv;
