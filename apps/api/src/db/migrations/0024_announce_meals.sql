-- The week's menus, as every meal page and every home read them, are remembered by each API instance
-- (modules/meals/service.ts) and forgotten when a meal of that week changes: the payload is the meal's
-- date, whose week the instances forget (portal_announce, migration 0010).
CREATE TRIGGER meals_announce AFTER INSERT OR UPDATE OR DELETE ON meals
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_meals', 'served_on');
