<?php

spl_autoload_register(function (string $class): void {
    $prefix = 'Kebab\\';
    if (strncmp($class, $prefix, strlen($prefix)) === 0) {
        require __DIR__ . '/../src/' . substr($class, strlen($prefix)) . '.php';
    }
});
