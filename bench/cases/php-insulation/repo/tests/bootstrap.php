<?php

declare(strict_types=1);

// Composer's autoloader when the dependencies are installed; otherwise a
// PSR-4 loader for the two namespaces, for running with a system PHPUnit.
$composer = __DIR__ . '/../vendor/autoload.php';
if (is_file($composer)) {
    require $composer;
    return;
}

spl_autoload_register(static function (string $class): void {
    $roots = [
        'Insulation\\Tests\\' => __DIR__ . '/',
        'Insulation\\' => __DIR__ . '/../src/',
    ];
    foreach ($roots as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
