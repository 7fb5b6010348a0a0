class Mustache
  VERSION = '1.1.2'
end
