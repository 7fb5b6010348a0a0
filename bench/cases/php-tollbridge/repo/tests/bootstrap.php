<?php

declare(strict_types=1);

date_default_timezone_set('Europe/London');

spl_autoload_register(static function (string $class): void {
    $prefix = 'TollBridge\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
        return;
    }
    $file = __DIR__ . '/../src/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    if (is_file($file)) {
        require $file;
    }
});
