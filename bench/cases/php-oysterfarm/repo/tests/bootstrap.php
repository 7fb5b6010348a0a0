<?php

declare(strict_types=1);

// Use Composer's autoloader when the dependencies are installed, otherwise
// map the two namespaces onto their folders so a system-wide phpunit works.
$composer = __DIR__ . '/../vendor/autoload.php';
if (is_file($composer)) {
    require $composer;
    return;
}

spl_autoload_register(static function (string $class): void {
    $prefixes = [
        'Oysterfarm\\Tests\\' => __DIR__ . '/',
        'Oysterfarm\\' => __DIR__ . '/../src/',
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
