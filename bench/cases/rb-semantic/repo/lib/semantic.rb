module Semantic
  GEM_VERSION = '1.6.1'
  autoload :Version, 'semantic/version'
end
