<?php

declare(strict_types=1);

spl_autoload_register(static function (string $class): void {
    $prefixes = ['Fencing\\Tests\\' => __DIR__ . '/', 'Fencing\\' => __DIR__ . '/../src/'];
    foreach ($prefixes as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) === 0) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
