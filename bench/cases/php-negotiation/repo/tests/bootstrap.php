<?php

// Composer's autoloader when `composer install` has run; otherwise the PSR-4 map of composer.json.
if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';
    return;
}

spl_autoload_register(static function (string $class): void {
    $prefixes = [
        'Negotiation\\Tests\\' => __DIR__ . '/Negotiation/Tests/',
        'Negotiation\\' => __DIR__ . '/../src/Negotiation/',
    ];
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
