<?php

declare(strict_types=1);

// Autoload without composer's generated files: src/ and tests/ follow PSR-4.
spl_autoload_register(static function (string $class): void {
    $prefixes = [
        'Brightsmile\\Dental\\Tests\\' => __DIR__ . '/',
        'Brightsmile\\Dental\\' => dirname(__DIR__) . '/src/',
    ];
    foreach ($prefixes as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
