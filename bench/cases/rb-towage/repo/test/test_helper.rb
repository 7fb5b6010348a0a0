# frozen_string_literal: true

require 'minitest/autorun'
require 'towage'

module Fixtures
  module_function

  def boxship
    Towage::Vessel.new(name: 'Maersk Kowloon', type: :container, loa: 299.9, beam: 48.2, draught: 14.2,
                       gross_tonnage: 94_193)
  end

  def tanker(laden: true)
    Towage::Vessel.new(name: 'Stena Pacifica', type: :tanker, loa: 183.1, beam: 32.2, draught: 11.0,
                       gross_tonnage: 29_750, laden: laden)
  end

  def coaster
    Towage::Vessel.new(name: 'Arklow Rose', type: :general, loa: 89.9, beam: 14.5, draught: 5.6,
                       gross_tonnage: 2_999, bow_thruster: true)
  end

  def ferry
    Towage::Vessel.new(name: 'Stena Horizon', type: :ro_ro, loa: 186.5, beam: 28.7, draught: 6.3,
                       gross_tonnage: 26_500, bow_thruster: true)
  end

  def fleet
    [
      Towage::Tug.new(name: 'Svitzer Tees', bollard_pull: 80),
      Towage::Tug.new(name: 'Svitzer Hartle', bollard_pull: 65),
      Towage::Tug.new(name: 'Lady Moira', bollard_pull: 45, propulsion: :tractor),
      Towage::Tug.new(name: 'Wearside', bollard_pull: 32, propulsion: :conventional)
    ]
  end

  def spring_tide
    Towage::Tide.new(low_water: '04:10', low_height: 0.8, high_height: 5.6)
  end

  def neap_tide
    Towage::Tide.new(low_water: '09:40', low_height: 1.9, high_height: 4.3)
  end
end
