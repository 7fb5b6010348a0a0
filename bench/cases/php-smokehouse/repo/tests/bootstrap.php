<?php

declare(strict_types=1);

// Composer's autoloader when installed, otherwise a plain PSR-4 loader for src/ and tests/.
$composer = __DIR__ . '/../vendor/autoload.php';
if (is_file($composer)) {
    require $composer;
    return;
}

spl_autoload_register(static function (string $class): void {
    $map = [
        'Smokehouse\\Tests\\' => __DIR__ . '/',
        'Smokehouse\\' => __DIR__ . '/../src/',
    ];
    foreach ($map as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) === 0) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
