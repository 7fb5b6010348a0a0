module github.com/joho/godotenv

go 1.13
