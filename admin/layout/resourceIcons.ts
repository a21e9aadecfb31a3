import type { SvgIconComponent } from '@mui/icons-material';
import Article from '@mui/icons-material/Article';
import AttachFile from '@mui/icons-material/AttachFile';
import Category from '@mui/icons-material/Category';
import Comment from '@mui/icons-material/Comment';
import CoPresent from '@mui/icons-material/CoPresent';
import FactCheck from '@mui/icons-material/FactCheck';
import Description from '@mui/icons-material/Description';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Gavel from '@mui/icons-material/Gavel';
import History from '@mui/icons-material/History';
import HowToReg from '@mui/icons-material/HowToReg';
import Inventory2 from '@mui/icons-material/Inventory2';
import Label from '@mui/icons-material/Label';
import LiveHelp from '@mui/icons-material/LiveHelp';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShipping from '@mui/icons-material/LocalShipping';
import MenuBook from '@mui/icons-material/MenuBook';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import People from '@mui/icons-material/People';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Quiz from '@mui/icons-material/Quiz';
import RateReview from '@mui/icons-material/RateReview';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import School from '@mui/icons-material/School';
import Sell from '@mui/icons-material/Sell';
import Share from '@mui/icons-material/Share';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import Stairs from '@mui/icons-material/Stairs';
import StickyNote2 from '@mui/icons-material/StickyNote2';
import TipsAndUpdates from '@mui/icons-material/TipsAndUpdates';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Topic from '@mui/icons-material/Topic';
import Verified from '@mui/icons-material/Verified';
import ViewList from '@mui/icons-material/ViewList';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';

/**
 * The icons the table names, each imported by path: the package's index would pull
 * thousands of icons into the console's bundle. A new icon name needs a line here.
 */
export const resourceIcons: Readonly<Record<string, SvgIconComponent>> = {
  Article,
  AttachFile,
  Category,
  Comment,
  CoPresent,
  Description,
  FactCheck,
  FolderOpen,
  Gavel,
  History,
  HowToReg,
  Inventory2,
  Label,
  LiveHelp,
  LocalOffer,
  LocalOfferOutlined,
  LocalShipping,
  MenuBook,
  MilitaryTech,
  People,
  PlaylistAdd,
  Quiz,
  RateReview,
  ReceiptLong,
  School,
  Sell,
  Share,
  ShoppingBag,
  Stairs,
  StickyNote2,
  SupportAgent,
  TipsAndUpdates,
  Topic,
  Verified,
  WorkspacePremium,
};

/** The menu icon of a resource; a generic list icon for a name missing from the map. */
export const resourceIcon = (name: string): SvgIconComponent => resourceIcons[name] ?? ViewList;
